// Stage 7.9 writes this file. What `combineLatest` shares between its arities
// (CombineLatest+arity.swift): a base sink that knows when a result can go out and when the
// result ends, and one observer per source that keeps that source's latest element.

/// What an observer of one source tells the combineLatest sink.
protocol CombineLatestProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// The base of the combineLatest sinks of every arity. A subclass keeps each source's latest
/// element and makes a result of them all (`getResult`).
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, CombineLatestProtocol {
    typealias Element = Observer.Element

    private let arity: Int
    // How many sources have sent an element, and which.
    private var numberOfValues = 0
    private var hasValue: [Bool]
    // How many sources have completed, and which.
    private var numberOfDone = 0
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        hasValue = [Bool](repeating: false, count: arity)
        isDone = [Bool](repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// Abstract: the result of every source's latest element.
    func getResult() throws -> Element {
        rxAbstractMethod("CombineLatestSink.getResult")
    }

    /// Source `index` has a new latest element.
    func next(_ index: Int) {
        // TODO(7.9): a result once every source has sent; or the end, when none can come any more.
    }

    func fail(_ error: Swift.Error) {
        // TODO(7.9)
    }

    /// Source `index` has completed: the result completes once every source has.
    func done(_ index: Int) {
        // TODO(7.9): the end, once every source has completed.
    }
}

/// The observer of one source of a combineLatest: its element becomes that source's latest,
/// then the sink is told; a stop event first releases this source's subscription.
final class CombineLatestObserver<Element>: ObserverType {
    typealias ValueSetter = (Element) -> Void

    private let parent: CombineLatestProtocol
    private let index: Int
    private let this: Disposable
    private let setLatestValue: ValueSetter

    init(parent: CombineLatestProtocol, index: Int, setLatestValue: @escaping ValueSetter, this: Disposable) {
        self.parent = parent
        self.index = index
        self.this = this
        self.setLatestValue = setLatestValue
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        // TODO(7.9): one source's events.
    }

    deinit {
        Resources.decrementTotal()
    }
}
