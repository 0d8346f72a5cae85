// Exercise 3.2, a reference solution.
import Ch03AnyObserver

extension ObserverType {
    /// An observer of `Result` that converts each element with `transform` and sends it to this
    /// observer; `error` and `completed` are passed on unchanged.
    func mapObserver<Result>(_ transform: @escaping (Result) -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            switch event {
            case .next(let value):
                self.on(.next(transform(value)))
            case .error(let error):
                self.on(.error(error))
            case .completed:
                self.on(.completed)
            }
        }
    }
}
