/// Something that is both a sequence (`ObservableType`) and a way in (`asObserver()`): events
/// given to the observer side come out of the sequence side, to every subscriber.
public protocol SubjectType: ObservableType {
    /// The observer side's type; for every subject in MiniRx, the subject itself.
    associatedtype Observer: ObserverType

    /// The subject seen as an observer, to send events into it.
    func asObserver() -> Observer
}
