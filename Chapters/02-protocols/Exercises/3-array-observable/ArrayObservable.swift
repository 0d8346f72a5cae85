// Exercise 2.3: make ArrayObservable send its elements, then completed. Edit this file only.
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
        // TODO: send every element, then completed.
        return NothingToDispose()
    }
}

/// A subscription with nothing to release.
struct NothingToDispose: Disposable {
    func dispose() {}
}
