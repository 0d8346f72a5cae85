// Exercise 13.2: a view model that is never released. Edit this file only.
import MiniRx

// TODO: find what keeps the model alive after its screen is closed, and break it, until every
// visit prints `profile view model deinit` and leaves 0 MiniRx objects alive.
final class ProfileViewModel: HasAssociatedObjects {
    let associatedObjects = AssociatedObjects()
    let name = BehaviorRelay(value: "")
    private(set) var title = ""
    var badge = ""

    /// Keeps `title` up to date with `name`, for as long as the model lives.
    func bindTitle() {
        name.subscribe(onNext: { self.title = self.format($0) })
            .disposed(by: rx.disposeBag)
    }

    /// Keeps `badge`, the name's initial, up to date, through a binder on the model's own
    /// property (chapter 13, section 4).
    func bindBadge() {
        name.map { self.initial(of: $0) }
            .bind(to: rx.badge)
            .disposed(by: rx.disposeBag)
    }

    /// Greets whoever `name` names, once per subscription.
    lazy var greeting: Observable<String> = Observable.create { observer in
        observer.onNext("Hello, \(self.format(self.name.value))!")
        observer.onCompleted()
        return Disposables.create()
    }

    func format(_ name: String) -> String {
        name.isEmpty ? "stranger" : name.prefix(1).uppercased() + name.dropFirst()
    }

    func initial(of name: String) -> String {
        name.first.map { String($0).uppercased() } ?? "?"
    }

    deinit {
        print("  profile view model deinit")
    }
}
