// Exercise 8.3, a reference solution.
import MiniRx

extension ObservableType {
    /// Behaves as `share(replay: 1, scope: .whileConnected)`, built from multicast and refCount.
    func shareLatestWhileConnected() -> Observable<Element> {
        // A new subject for each connection: what it replays goes with the connection.
        multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }).refCount()
    }

    /// Behaves as `share(replay: 1, scope: .forever)`, built from multicast and refCount.
    func shareLatestForever() -> Observable<Element> {
        // One subject, made here, for every connection: it outlives them all.
        multicast(ReplaySubject.create(bufferSize: 1)).refCount()
    }
}
