// Stage 7.5 writes this file. `error`: no element, only the error, sent during `subscribe`.

extension ObservableType {
    /// An observable that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error: error)
    }
}

final private class ErrorProducer<Element>: Producer<Element> {
    private let error: Swift.Error

    init(error: Swift.Error) {
        self.error = error
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(7.5)
        Disposables.create()
    }
}
