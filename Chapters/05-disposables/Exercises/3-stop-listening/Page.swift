// Exercise 5.3: write stopListening(). Edit this file only.
import Ch05Disposables

/// A page that listens to feeds; its subscriptions end when it goes, or when it stops listening.
final class Page {
    private var disposeBag = DisposeBag()
    let name: String

    init(name: String) {
        self.name = name
    }

    /// Prints what `feed` sends, as `label`, until the page goes or stops listening.
    func listen(to feed: Observable<String>, as label: String) {
        feed.subscribe(
            onNext: { print("\(label) shows \($0)") },
            onDisposed: { print("\(label) stopped") }
        ).disposed(by: disposeBag)
    }

    /// Ends every subscription made so far. The page stays, and can listen again.
    func stopListening() {
        // TODO
    }

    deinit {
        print("\(name) deinit")
    }
}
