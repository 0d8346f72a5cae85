// The machinery `zip` shares between its arities (see Zip+arity.swift): one base sink that
// keeps the completion rule, and one small observer per source that queues its elements.

/// What a per-source observer tells the zip sink.
protocol ZipSinkProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// The base of every fixed-arity zip sink. A subclass keeps one queue per source and says
/// whether a queue has an element (`hasElements`) and how to build a result from the heads of
/// all queues (`getResult`, which dequeues them; it is called only when none is empty).
class ZipSink<Observer: ObserverType>: Sink<Observer>, ZipSinkProtocol {
    typealias Element = Observer.Element

    let arity: Int
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        self.isDone = [Bool](repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    func getResult() throws -> Element {
        rxAbstractMethod("ZipSink.getResult")
    }

    func hasElements(_ index: Int) -> Bool {
        rxAbstractMethod("ZipSink.hasElements")
    }

    func next(_ index: Int) {
        // A result is made only when every source has an element waiting.
        for i in 0..<arity where !hasElements(i) { return }
        do {
            forwardOn(.next(try getResult()))
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        // RxSwift's rule for fixed arities: complete only when *every* source has completed,
        // even if a finished source left nothing to pair with (zip(never, empty) never ends).
        isDone[index] = true
        if isDone.allSatisfy({ $0 }) {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// Receives one source's events for a zip sink: elements go into that source's queue, then
/// the sink is asked whether a result can be made.
final class ZipObserver<Element>: ObserverType {
    typealias ValueSetter = (Element) -> Void

    private let parent: ZipSinkProtocol
    private let index: Int
    /// This source's own subscription, disposed when the source ends.
    private let this: Disposable
    private let setNextValue: ValueSetter

    init(parent: ZipSinkProtocol, index: Int, setNextValue: @escaping ValueSetter, this: Disposable) {
        self.parent = parent
        self.index = index
        self.setNextValue = setNextValue
        self.this = this
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            setNextValue(value)
            parent.next(index)
        case .error(let error):
            this.dispose()
            parent.fail(error)
        case .completed:
            this.dispose()
            parent.done(index)
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}
