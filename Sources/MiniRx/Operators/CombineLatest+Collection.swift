extension ObservableType {
    /// Whenever any source sends an element, and once every source has sent one, passes the
    /// latest element of each, in collection order, to `resultSelector`.
    /// An empty collection sends `resultSelector([])` and completes at once.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollectionType(sources: collection, resultSelector: resultSelector)
    }

    /// The latest elements of all sources as an array, whenever any sends one.
    /// An empty collection sends `[]` and completes at once.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionType(sources: collection, resultSelector: { $0 })
    }
}

final private class CombineLatestCollectionTypeSink<
    Collection: Swift.Collection, Observer: ObserverType
>: Sink<Observer> where Collection.Element: ObservableConvertibleType {
    typealias Parent = CombineLatestCollectionType<Collection, Observer.Element>
    typealias SourceElement = Collection.Element.Element

    private let parent: Parent
    private var numberOfValues = 0
    private var values: [SourceElement?]
    private var isDone: [Bool]
    private var numberOfDone = 0
    private let subscriptions: [SingleAssignmentDisposable]

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        values = Array(repeating: nil, count: parent.count)
        isDone = Array(repeating: false, count: parent.count)
        subscriptions = (0..<parent.count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>, atIndex index: Int) {
        switch event {
        case .next(let element):
            if values[index] == nil { numberOfValues += 1 }
            values[index] = element

            if numberOfValues < parent.count {
                // Some source has no value yet; if all the others have finished, it never
                // will be combined with them: complete.
                let numberOfOthersThatAreDone = numberOfDone - (isDone[index] ? 1 : 0)
                if numberOfOthersThatAreDone == parent.count - 1 {
                    forwardOn(.completed)
                    dispose()
                }
                return
            }

            do {
                forwardOn(.next(try parent.resultSelector(values.map { $0! })))
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

        // Nothing to wait for: the combination of no sources is the empty list, at once.
        if parent.sources.isEmpty {
            do {
                forwardOn(.next(try parent.resultSelector([])))
                forwardOn(.completed)
                dispose()
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
        return Disposables.create(subscriptions)
    }
}

final private class CombineLatestCollectionType<Collection: Swift.Collection, Result>:
    Producer<Result>
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
        let sink = CombineLatestCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
