// Stage 7.9 writes this file. What `zip` shares between its arities (Zip+arity.swift): a base
// sink that pairs the sources' elements and knows when the result ends, and one observer per
// source that queues that source's elements.

/// What an observer of one source tells the zip sink.
protocol ZipSinkProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// The base of the zip sinks of every arity. A subclass keeps one queue per source, says
/// whether a source's queue holds an element (`hasElements`), and makes a result from the first
/// element of every queue, taking them out (`getResult`).
class ZipSink<Observer: ObserverType>: Sink<Observer>, ZipSinkProtocol {
    typealias Element = Observer.Element

    let arity: Int
    // Which sources have completed.
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        isDone = [Bool](repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// Abstract: the result of the first element of every queue, taken out of the queues.
    func getResult() throws -> Element {
        rxAbstractMethod("ZipSink.getResult")
    }

    /// Abstract: whether the queue of source `index` holds an element.
    func hasElements(_ index: Int) -> Bool {
        rxAbstractMethod("ZipSink.hasElements")
    }

    /// Source `index` has queued an element: a result goes out once every queue holds one.
    func next(_ index: Int) {
        // TODO(7.9): a result once every source has an element waiting.
    }

    func fail(_ error: Swift.Error) {
        // TODO(7.9)
    }

    /// Source `index` has completed. As RxSwift 6.10.2 does, the result completes only when
    /// every source has, even if a finished source left nothing to pair with.
    func done(_ index: Int) {
        // TODO(7.9): the end, once every source has completed.
    }
}

/// The observer of one source of a zip: its elements go into that source's queue, then the
/// sink is told; a stop event first releases this source's subscription.
final class ZipObserver<Element>: ObserverType {
    typealias ValueSetter = (Element) -> Void

    private let parent: ZipSinkProtocol
    private let index: Int
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
        // TODO(7.9): one source's events.
    }

    deinit {
        Resources.decrementTotal()
    }
}
