// Exercise 11.3, a reference solution.
import MiniRx

extension Notes {
    /// Saves `text` when subscribed, with `save(_:completion:)`: completes once it is written,
    /// fails with the storage's error if it cannot be.
    func saving(_ text: String) -> Completable {
        Completable.create { completable in
            self.save(text) { error in
                if let error {
                    completable(.error(error))
                } else {
                    completable(.completed)
                }
            }
            // A save cannot be cancelled: disposing only stops listening for its answer.
            return Disposables.create()
        }
    }
}
