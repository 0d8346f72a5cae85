// Exercise 8.3: share(replay: 1) built from multicast and refCount. Edit this file only.
import MiniRx

extension ObservableType {
    /// Behaves as `share(replay: 1, scope: .whileConnected)`, built from multicast and refCount.
    func shareLatestWhileConnected() -> Observable<Element> {
        // TODO
        asObservable()
    }

    /// Behaves as `share(replay: 1, scope: .forever)`, built from multicast and refCount.
    func shareLatestForever() -> Observable<Element> {
        // TODO
        asObservable()
    }
}
