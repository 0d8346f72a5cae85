// Exercise 13.2, a reference solution.
import MiniRx

final class ProfileViewModel: HasAssociatedObjects {
    let associatedObjects = AssociatedObjects()
    let name = BehaviorRelay(value: "")
    private(set) var title = ""

    /// Greets whoever `title` names, once per subscription.
    lazy var greeting: Observable<String> = Observable.create { [weak self] observer in
        // The model keeps this observable, so the closure must not keep the model.
        if let self {
            observer.onNext("Hello, \(self.title)!")
        }
        observer.onCompleted()
        return Disposables.create()
    }

    /// Keeps `title` up to date with `name`, for as long as the model lives.
    func bind() {
        // `format` needs nothing from the model; `subscribe(with:)` holds the model weakly.
        name.map(Self.format)
            .subscribe(with: self, onNext: { model, title in model.title = title })
            .disposed(by: rx.disposeBag)
    }

    static func format(_ name: String) -> String {
        name.isEmpty ? "stranger" : name.prefix(1).uppercased() + name.dropFirst()
    }

    deinit {
        print("  profile view model deinit")
    }
}
