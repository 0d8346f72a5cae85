// The machinery `combineLatest` shares between its arities (see CombineLatest+arity.swift):
// one base sink that counts which sources have a value and which have finished, and one small
// observer per source that stores that source's latest element.

/// What a per-source observer tells the combineLatest sink.
protocol CombineLatestProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// The base of every fixed-arity combineLatest sink. A subclass stores the latest element of
/// each source and builds a result from them (`getResult`).
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, CombineLatestProtocol {
    typealias Element = Observer.Element

    private let arity: Int
    private var numberOfValues = 0
    private var numberOfDone = 0
    private var hasValue: [Bool]
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    func getResult() throws -> Element {
        rxAbstractMethod("CombineLatestSink.getResult")
    }

    func next(_ index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }

        if numberOfValues == arity {
            do {
                forwardOn(.next(try getResult()))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        } else {
            // Some source has no value yet. If every other source has already finished, no
            // result can ever be made: complete now.
            var allOthersDone = true
            for i in 0..<arity where i != index && !isDone[i] {
                allOthersDone = false
                break
            }
            if allOthersDone {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        // A finished source keeps its latest value: results go on until all have finished.
        if numberOfDone == arity {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// Receives one source's events for a combineLatest sink: stores each element as that
/// source's latest, then lets the sink decide.
final class CombineLatestObserver<Element>: ObserverType {
    typealias ValueSetter = (Element) -> Void

    private let parent: CombineLatestProtocol
    private let index: Int
    /// This source's own subscription, disposed when the source ends.
    private let this: Disposable
    private let setLatestValue: ValueSetter

    init(parent: CombineLatestProtocol, index: Int, setLatestValue: @escaping ValueSetter,
         this: Disposable) {
        self.parent = parent
        self.index = index
        self.setLatestValue = setLatestValue
        self.this = this
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            setLatestValue(value)
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
