// Exercise 4.2, a reference solution.
import Ch04SinkProducer

extension ObservableType {
    /// One element, then `completed`.
    static func just(_ element: Element) -> Observable<Element> {
        create { observer in
            observer.onNext(element)
            observer.onCompleted()
            return NothingToRelease()
        }
    }

    /// Each element of `elements`, in order, then `completed`.
    static func from<Elements: Sequence>(_ elements: Elements) -> Observable<Element>
    where Elements.Element == Element {
        create { observer in
            for element in elements {
                observer.onNext(element)
            }
            observer.onCompleted()
            return NothingToRelease()
        }
    }
}
