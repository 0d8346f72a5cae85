// Stage 7.6 writes this file. `element(at:)`: a Producer and a Sink that counts to one element,
// and fails if the source ends first.

extension ObservableType {
    /// Sends only the element at position `index` (counting from 0), then completes and ends the
    /// subscription to `self`. A source that completes before reaching it ends the result with
    /// `RxError.argumentOutOfRange`. A negative `index` is a programming error.
    ///
    ///     Observable.of("a", "b", "c").element(at: 1)   // b, completed
    public func element(at index: Int) -> Observable<Element> {
        ElementAt(source: asObservable(), index: index, throwOnEmpty: true)
    }
}

final private class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias SourceType = Observer.Element
    typealias Parent = ElementAt<SourceType>

    private let parent: Parent
    // Elements still to skip: the element that arrives when it is 0 is the one. As in RxSwift,
    // it moves on only after that element is sent.
    private var remaining: Int

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        self.remaining = parent.index
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next:
            if remaining == 0 {
                forwardOn(event)
                forwardOn(.completed)
                dispose()
            }
            guard remaining > Int.min else {
                forwardOn(.error(RxError.overflow))
                dispose()
                return
            }
            remaining -= 1
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            if parent.throwOnEmpty {
                forwardOn(.error(RxError.argumentOutOfRange))
            } else {
                forwardOn(.completed)
            }
            dispose()
        }
    }
}

final private class ElementAt<SourceType>: Producer<SourceType> {
    private let source: Observable<SourceType>
    fileprivate let index: Int
    // Always true: `element(at:)` passes it, and RxSwift has no caller that passes false.
    fileprivate let throwOnEmpty: Bool

    init(source: Observable<SourceType>, index: Int, throwOnEmpty: Bool) {
        precondition(index >= 0, "element(at:): index can't be negative")
        self.source = source
        self.index = index
        self.throwOnEmpty = throwOnEmpty
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceType
    {
        let sink = ElementAtSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
