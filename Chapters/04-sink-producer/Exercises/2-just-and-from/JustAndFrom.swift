// Exercise 4.2: write just and from with create. Edit this file only.
import Ch04SinkProducer

extension ObservableType {
    /// One element, then `completed`.
    static func just(_ element: Element) -> Observable<Element> {
        // TODO: send `element`, then completed.
        create { _ in NothingToRelease() }
    }

    /// Each element of `elements`, in order, then `completed`.
    static func from<Elements: Sequence>(_ elements: Elements) -> Observable<Element>
    where Elements.Element == Element {
        // TODO: send every element, then completed.
        create { _ in NothingToRelease() }
    }
}
