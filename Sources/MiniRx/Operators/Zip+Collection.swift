extension ObservableType {
    /// Combines any number of sources by index: the first elements of all sources, then the
    /// second ones, and so on, each list passed to `resultSelector`.
    /// An empty collection completes at once.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollectionType(sources: collection, resultSelector: resultSelector)
    }

    /// Combines any number of sources by index into arrays.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollectionType(sources: collection, resultSelector: { $0 })
    }
}

final private class ZipCollectionTypeSink<Collection: Swift.Collection, Observer: ObserverType>:
    Sink<Observer>
where Collection.Element: ObservableConvertibleType {
    typealias Parent = ZipCollectionType<Collection, Observer.Element>
    typealias SourceElement = Collection.Element.Element

    private let parent: Parent
    /// How many queues are non-empty.
    private var numberOfValues = 0
    private var values: [Queue<SourceElement>]
    private var isDone: [Bool]
    private var numberOfDone = 0
    private let subscriptions: [SingleAssignmentDisposable]

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        values = Array(repeating: Queue(), count: parent.count)
        isDone = Array(repeating: false, count: parent.count)
        subscriptions = (0..<parent.count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>, atIndex index: Int) {
        switch event {
        case .next(let element):
            if values[index].isEmpty { numberOfValues += 1 }
            values[index].enqueue(element)

            if numberOfValues < parent.count {
                // Unlike the fixed arities, the collection form completes as soon as an element
                // arrives that can never be paired: every other source has already finished.
                if numberOfDone == parent.count - 1 {
                    forwardOn(.completed)
                    dispose()
                }
                return
            }

            var arguments: [SourceElement] = []
            arguments.reserveCapacity(parent.count)
            numberOfValues = 0
            for i in values.indices {
                // None is empty here: `numberOfValues` counted them all.
                arguments.append(values[i].dequeue()!)
                if !values[i].isEmpty { numberOfValues += 1 }
            }
            do {
                forwardOn(.next(try parent.resultSelector(arguments)))
            } catch {
                forwardOn(.error(error))
                dispose()
            }

        case .error(let error):
            forwardOn(.error(error))
            dispose()

        case .completed:
            if isDone[index] { return }
            isDone[index] = true
            numberOfDone += 1
            if numberOfDone == parent.count {
                forwardOn(.completed)
                dispose()
            } else {
                subscriptions[index].dispose()
            }
        }
    }

    func run() -> Disposable {
        for (index, source) in parent.sources.enumerated() {
            let subscription = source.asObservable().subscribe(AnyObserver { event in
                self.on(event, atIndex: index)
            })
            subscriptions[index].setDisposable(subscription)
        }
        if parent.sources.isEmpty {
            forwardOn(.completed)
            // RxSwift stops here without disposing, so its sink and disposer keep each other
            // alive until the subscriber disposes. Disposing changes nothing anyone can see
            // (the observer has already stopped) and releases them at once.
            dispose()
        }
        return Disposables.create(subscriptions)
    }
}

final private class ZipCollectionType<Collection: Swift.Collection, Result>: Producer<Result>
where Collection.Element: ObservableConvertibleType {
    typealias ResultSelector = ([Collection.Element.Element]) throws -> Result

    let sources: Collection
    let resultSelector: ResultSelector
    let count: Int

    init(sources: Collection, resultSelector: @escaping ResultSelector) {
        self.sources = sources
        self.resultSelector = resultSelector
        self.count = sources.count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
