extension ObservableType {
    /// An observable that, for each subscriber, makes a resource with `resourceFactory`, then the
    /// sequence with `observableFactory(resource)`, and disposes the resource when the
    /// subscription ends (after the sequence's own subscription). A factory that throws gives
    /// the subscriber an `error` event; a resource made before the throw is still disposed.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final private class UsingSink<ResourceType: Disposable, Observer: ObserverType>:
    Sink<Observer>, ObserverType
{
    typealias SourceType = Observer.Element
    typealias Parent = Using<SourceType, ResourceType>

    private let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        var resourceDisposable: Disposable = Disposables.create()
        do {
            let resource = try parent.resourceFactory()
            resourceDisposable = resource
            let source = try parent.observableFactory(resource)
            return Disposables.create(source.subscribe(self), resourceDisposable)
        } catch let error {
            return Disposables.create(
                Observable<SourceType>.error(error).subscribe(self), resourceDisposable)
        }
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class Using<SourceType, ResourceType: Disposable>: Producer<SourceType> {
    typealias ResourceFactory = () throws -> ResourceType
    typealias ObservableFactory = (ResourceType) throws -> Observable<SourceType>

    fileprivate let resourceFactory: ResourceFactory
    fileprivate let observableFactory: ObservableFactory

    init(resourceFactory: @escaping ResourceFactory, observableFactory: @escaping ObservableFactory)
    {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceType
    {
        let sink = UsingSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
