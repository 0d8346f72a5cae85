// Given in stage 6.4: nothing to write, read it. A subject is an observable and an observer.

/// An observable that is also something you can send events into.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}
