extension ObservableType {
    /// Drops every element and passes on only how the source ends: `completed` or the error.
    /// The result's type, `Observable<Never>`, says that no element can come.
    public func ignoreElements() -> Observable<Never> {
        // RxSwift's own definition: each element becomes an inner observable that completes at
        // once, so what is left is how the source ends, in flatMap's order. On `completed` that
        // order is: dispose the subscription to the source, then pass `completed` on.
        flatMap { _ in Observable<Never>.empty() }
    }
}
