// Stage 11.6 writes this file. A few of Infallible's factories and operators, each the
// observable one inside an Infallible: nothing they add can fail.

extension InfallibleType {
    /// An Infallible of `element`, then the end.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// An Infallible that never sends anything.
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// An Infallible that ends at once.
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// Each element transformed. `transform` cannot throw: a throw would be an error.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }
}
