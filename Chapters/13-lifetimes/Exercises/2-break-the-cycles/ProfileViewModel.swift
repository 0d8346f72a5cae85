// Exercise 13.2: a view model that is never released. Edit this file only.
import MiniRx

// TODO: find what keeps the model alive after its screen is closed, and break it, until each
// visit prints `profile view model deinit` and leaves 0 live MiniRx objects.
final class ProfileViewModel: HasAssociatedObjects {
    let associatedObjects = AssociatedObjects()
    let name = BehaviorRelay(value: "")
    private(set) var title = ""

    /// Greets whoever `title` names, once per subscription.
    lazy var greeting: Observable<String> = Observable.create { observer in
        observer.onNext("Hello, \(self.title)!")
        observer.onCompleted()
        return Disposables.create()
    }

    /// Keeps `title` up to date with `name`, for as long as the model lives.
    func bind() {
        name.map { self.format($0) }
            .subscribe(onNext: { self.title = $0 })
            .disposed(by: rx.disposeBag)
    }

    func format(_ name: String) -> String {
        name.isEmpty ? "stranger" : name.prefix(1).uppercased() + name.dropFirst()
    }

    deinit {
        print("  profile view model deinit")
    }
}
