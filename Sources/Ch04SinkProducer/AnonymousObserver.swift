/// An observer made from a closure, guarded by `ObserverBase`'s stop rule.
///
/// It is the observer RxSwift builds inside `subscribe(onNext:onError:onCompleted:)`. Internal in
/// RxSwift; public here so a chapter program can make one by hand.
public final class AnonymousObserver<Element>: ObserverBase<Element> {
    public typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler

    public init(_ eventHandler: @escaping EventHandler) {
        self.eventHandler = eventHandler
    }

    override func onCore(_ event: Event<Element>) {
        Trace.nest("\(Trace.name(of: self)).onCore(\(event)) → eventHandler") {
            eventHandler(event)
        }
    }
}
