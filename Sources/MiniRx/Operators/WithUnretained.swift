extension ObservableType {
    /// Pairs each element with `obj`, held weakly: once `obj` is gone, the next element
    /// completes the result instead. Built, as in RxSwift, from `map` and `catch`.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping ((Object, Element)) -> Out
    ) -> Observable<Out> {
        map { [weak obj] element -> Out in
            guard let obj else { throw UnretainedError.failedRetaining }
            return resultSelector((obj, element))
        }
        .catch { error -> Observable<Out> in
            // Only the missing object turns into completion; other errors pass through.
            guard let unretained = error as? UnretainedError, unretained == .failedRetaining else {
                return .error(error)
            }
            return .empty()
        }
    }

    /// Pairs each element with `obj`, held weakly, as a tuple `(obj, element)`.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

/// The private signal that `obj` was released.
private enum UnretainedError: Swift.Error {
    case failedRetaining
}
