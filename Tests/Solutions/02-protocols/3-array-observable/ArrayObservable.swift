// Exercise 2.3, a reference solution.
import Ch02Protocols

/// A sequence of the elements of an array: each subscriber receives all of them, in order, and
/// then `completed`.
struct ArrayObservable<Element>: ObservableType {
    let elements: [Element]

    init(_ elements: [Element]) {
        self.elements = elements
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        for element in elements {
            observer.onNext(element)
        }
        observer.onCompleted()
        // Everything was sent before subscribe returned: nothing is left to cancel.
        return NothingToDispose()
    }
}

/// A subscription with nothing to release.
struct NothingToDispose: Disposable {
    func dispose() {}
}
