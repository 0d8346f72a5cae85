// Exercise 13.2, a reference solution.
import MiniRx

final class ProfileViewModel: HasAssociatedObjects {
    let associatedObjects = AssociatedObjects()
    let name = BehaviorRelay(value: "")
    private(set) var title = ""
    var badge = ""

    /// Keeps `title` up to date with `name`, for as long as the model lives.
    func bindTitle() {
        // `subscribe(with:)` holds the model weakly and hands it to the closure while it lives.
        name.subscribe(with: self, onNext: { model, name in model.title = model.format(name) })
            .disposed(by: rx.disposeBag)
    }

    /// Keeps `badge`, the name's initial, up to date, through a binder on the model's own
    /// property (chapter 13, section 4).
    func bindBadge() {
        // The binder holds the model weakly already; the `map` needs nothing from the model.
        name.map(Self.initial(of:))
            .bind(to: rx.badge)
            .disposed(by: rx.disposeBag)
    }

    /// Greets whoever `name` names, once per subscription.
    lazy var greeting: Observable<String> = Observable.create { [weak self] observer in
        // The model keeps this observable, so the closure must not keep the model.
        if let self {
            observer.onNext("Hello, \(self.format(self.name.value))!")
        }
        observer.onCompleted()
        return Disposables.create()
    }

    func format(_ name: String) -> String {
        name.isEmpty ? "stranger" : name.prefix(1).uppercased() + name.dropFirst()
    }

    static func initial(of name: String) -> String {
        name.first.map { String($0).uppercased() } ?? "?"
    }

    deinit {
        print("  profile view model deinit")
    }
}
