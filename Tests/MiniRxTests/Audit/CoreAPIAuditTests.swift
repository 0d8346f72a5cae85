import MiniRx
import Testing

// Audit of public spellings RxSwift programs use in the core and disposables families: each
// test compiles only if the spelling exists as in RxSwift 6, and records what it does.

private enum APIError: Error { case boom }

private final class Owner {
    let name: String
    init(name: String) { self.name = name }
}

@Suite("Audit: core API", .serialized)
struct CoreAPIAuditTests {
    @Test("DisposeBag's result builder: insert { … } and DisposeBag { … } dispose in block order")
    func disposeBagBuilder() {
        let log = EventLog()
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { log.lines.append("built 1") }
            Disposables.create { log.lines.append("built 2") }
        }
        bag?.insert {
            Disposables.create { log.lines.append("inserted 1") }
            Disposables.create { log.lines.append("inserted 2") }
        }
        log.lines.append("releasing")
        bag = nil
        #expect(log.lines == ["releasing", "built 1", "built 2", "inserted 1", "inserted 2"])
    }

    @Test("Hooks.defaultErrorHandler gets unhandled errors, with an empty call stack unless asked for")
    func hooksDefaultErrorHandler() {
        let log = EventLog()
        let savedHandler = Hooks.defaultErrorHandler
        let savedCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = savedHandler
            Hooks.customCaptureSubscriptionCallstack = savedCapture
            Hooks.recordCallStackOnError = false
        }
        Hooks.defaultErrorHandler = { stack, error in log.lines.append("unhandled \(error) stack \(stack)") }
        _ = Observable<Int>.error(APIError.boom).subscribe(onNext: { _ in })
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        _ = Observable<Int>.error(APIError.boom).subscribe(onNext: { _ in })
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(APIError.boom).subscribe(onNext: { _ in })
        // With an onError handler the hook is not called.
        _ = Observable<Int>.error(APIError.boom).subscribe(onError: { log.lines.append("handled \($0)") })
        #expect(
            log.lines == [
                "unhandled boom stack []", "unhandled boom stack []",
                "unhandled boom stack [\"frame\"]", "handled boom",
            ])
    }

    @Test("subscribe(with:) passes the owner while it lives; an error without onError is swallowed")
    func subscribeWithOwner() {
        let log = EventLog()
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        Hooks.defaultErrorHandler = { _, error in log.lines.append("hook \(error)") }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner(name: "o")
        _ = subject.subscribe(
            with: owner!, onNext: { owner, value in log.lines.append("\(owner.name) \(value)") },
            onDisposed: { owner in log.lines.append("\(owner.name) disposed") })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        subject.onError(APIError.boom)
        #expect(log.lines == ["o 1"])
    }

    @Test("RxError texts are RxSwift's")
    func rxErrorTexts() {
        let texts = [
            RxError.unknown, .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement,
            .timeout,
        ].map { "\($0)" }
        #expect(
            texts == [
                "Unknown error occurred.", "Arithmetic overflow occurred.", "Argument out of range.",
                "Sequence doesn't contain any elements.", "Sequence contains more than one element.",
                "Sequence timeout.",
            ])
        let subject = BehaviorSubject(value: [1])
        #expect("\(RxError.disposed(object: subject))"
            == "Object `RxSwift.BehaviorSubject<Swift.Array<Swift.Int>>` was already disposed.")
    }

    @Test("AnyObserver and mapObserver forward events as they come; Event.map turns a throw into an error")
    func anyObserverAndEventMap() {
        let log = EventLog()
        let observer = AnyObserver<String> { log.lines.append("\($0)") }
        let lengths: AnyObserver<Int> = observer.mapObserver { (n: Int) throws -> String in
            if n < 0 { throw APIError.boom }
            return String(repeating: "*", count: n)
        }
        lengths.onNext(2)
        lengths.onNext(-1)
        lengths.onCompleted()
        #expect(log.lines == ["next(**)", "error(boom)", "completed"])
        let mapped = Event.next(3).map { $0 * 2 }
        #expect("\(mapped)" == "next(6)")
    }
}

@Suite("Audit: RefCountDisposable", .serialized)
struct CoreRefCountDisposableAuditTests {
    @Test("The wrapped disposable goes only when the primary and every retained one are disposed")
    func disposesAfterAll() {
        let log = EventLog()
        let refCount = RefCountDisposable(
            disposable: Disposables.create { log.lines.append("wrapped disposed") })
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        log.lines.append("primary disposed \(refCount.isDisposed)")
        first.dispose()
        first.dispose()
        log.lines.append("first disposed \(refCount.isDisposed)")
        second.dispose()
        log.lines.append("second disposed \(refCount.isDisposed)")
        let late = refCount.retain()
        late.dispose()
        refCount.dispose()
        #expect(
            log.lines == [
                "primary disposed false", "first disposed false", "wrapped disposed",
                "second disposed true",
            ])
    }

    @Test("With nothing retained, dispose() disposes at once, once")
    func disposesAtOnce() {
        let log = EventLog()
        let refCount = RefCountDisposable(
            disposable: Disposables.create { log.lines.append("wrapped disposed") })
        let retained = refCount.retain()
        retained.dispose()
        log.lines.append("released \(refCount.isDisposed)")
        refCount.dispose()
        refCount.dispose()
        #expect(log.lines == ["released false", "wrapped disposed"])
    }
}
