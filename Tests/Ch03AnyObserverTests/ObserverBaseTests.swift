import Testing
@testable import Ch03AnyObserver

/// An AnonymousObserver that writes down what passed its stop rule.
func guardedRecorder() -> (AnonymousObserver<Int>, EventRecorder<Int>) {
    let recorder = EventRecorder<Int>()
    return (AnonymousObserver { recorder.on($0) }, recorder)
}

@Suite("ObserverBase: nothing after the first stop event")
struct ObserverBaseTests {
    @Test("Elements pass until completed; after it, next, error and completed are dropped")
    func afterCompleted() {
        let (observer, recorder) = guardedRecorder()
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        observer.onNext(3)
        observer.onError(DemoError.boom)
        observer.onCompleted()
        #expect(recorder.events == ["next(1)", "next(2)", "completed"])
    }

    @Test("After an error, everything is dropped, including a second error")
    func afterError() {
        let (observer, recorder) = guardedRecorder()
        observer.onNext(1)
        observer.onError(DemoError.code(1))
        observer.onError(DemoError.code(2))
        observer.onNext(2)
        observer.onCompleted()
        #expect(recorder.events == ["next(1)", "error(code(1))"])
    }

    @Test("A stop event with no element before it still goes through")
    func stopFirst() {
        let (observer, recorder) = guardedRecorder()
        observer.onCompleted()
        observer.onNext(1)
        #expect(recorder.events == ["completed"])
    }

    @Test("dispose stops the observer without delivering anything")
    func disposeStops() {
        let (observer, recorder) = guardedRecorder()
        observer.onNext(1)
        observer.dispose()
        observer.onNext(2)
        observer.onError(DemoError.boom)
        observer.onCompleted()
        #expect(recorder.events == ["next(1)"])
    }

    @Test("The handler receives events in the order they were sent")
    func order() {
        let (observer, recorder) = guardedRecorder()
        for value in 1...5 { observer.onNext(value) }
        observer.onCompleted()
        #expect(recorder.events == ["next(1)", "next(2)", "next(3)", "next(4)", "next(5)", "completed"])
    }

    @Test("A subclass that forgets onCore stops with a message naming it")
    func abstractOnCore() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Forgetful: ObserverBase<Int> {}
            Forgetful().onNext(1)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("Abstract method ObserverBase.onCore: a subclass must override it."))
    }
}

@Suite("The single-threaded AtomicInt")
struct AtomicIntTests {
    @Test("fetchOr returns the value before setting the bits: only the first caller sees 0")
    func fetchOrReturnsOld() {
        let flag = AtomicInt(0)
        #expect(fetchOr(flag, 1) == 0)
        #expect(fetchOr(flag, 1) == 1)
        #expect(fetchOr(flag, 2) == 1)
    }

    @Test("load and isFlagSet read the value without changing it; a new AtomicInt holds 0")
    func readsLeaveTheValue() {
        let flag = AtomicInt(3)
        #expect(load(flag) == 3)
        #expect(isFlagSet(flag, 2))
        #expect(load(flag) == 3)
        #expect(!isFlagSet(AtomicInt(1), 2))
        #expect(load(AtomicInt()) == 0)
    }
}

@Suite("Observable and ObservableType before chapter 4")
struct ObservableTests {
    /// A hand-made sequence: sends its elements, then completed, to whoever subscribes.
    struct Just: ObservableType {
        typealias Element = Int
        let elements: [Int]

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Int {
            for element in elements { observer.onNext(element) }
            observer.onCompleted()
            return Flag()
        }
    }

    final class Flag: Cancelable {
        private(set) var isDisposed = false
        func dispose() { isDisposed = true }
    }

    @Test("A hand-made ObservableType delivers to any ObserverType")
    func handMade() {
        let recorder = EventRecorder<Int>()
        let subscription = Just(elements: [1, 2]).subscribe(recorder)
        #expect(recorder.events == ["next(1)", "next(2)", "completed"])
        let cancelable = subscription as? Cancelable
        #expect(cancelable?.isDisposed == false)
        subscription.dispose()
        #expect(cancelable?.isDisposed == true)
    }

    @Test("Observable.subscribe is abstract: it stops the program")
    func observableIsAbstract() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>().subscribe(EventRecorder<Int>())
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("Abstract method Observable.subscribe: a subclass must override it."))
    }

    @Test("The default asObservable needs Observable.create, which does not exist yet")
    func asObservableNeedsCreate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ObservableTests.Just(elements: []).asObservable()
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains(
            "Abstract method ObservableType.asObservable (needs Observable.create, chapter 4)"))
    }
}
