// Stage 2.4 writes this file. An observer made of a closure, with ObserverBase's grammar: what
// `subscribe(onNext:…)` subscribes (chapter 4). (Internal in RxSwift; public here for the checks.)

/// An observer that calls a closure with each event its base class lets through.
public final class AnonymousObserver<Element>: ObserverBase<Element> {
    public typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler

    public init(_ eventHandler: @escaping EventHandler) {
        self.eventHandler = eventHandler
        super.init()
    }

    public override func onCore(_ event: Event<Element>) {
        // TODO(2.4)
    }
}
