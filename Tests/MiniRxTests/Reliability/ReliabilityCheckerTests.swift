// The reliability checker's own tests: hand-written scenarios whose whole trace is known, with
// deliberately broken stages, to show that each rule it checks can fail, and that the snapshot
// rule (a subject still delivers the event in flight to an observer disposed during it) is
// allowed directly on a subject but never through an operator. MiniRx's own subscribe calls
// `onDisposed`, so no broken stage can make it misbehave: the `onDisposed` rules are shown to
// fail by feeding one observer's checker a bad record by hand.
import MiniRx
import Testing

/// A broken stage: forwards the source but returns a disposable that does nothing.
private final class IgnoresDispose: Observable<Int> {
    let source: Observable<Int>
    init(_ source: Observable<Int>) { self.source = source }
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        let subscription = source.subscribe { event in observer.on(event) }
        _ = subscription  // kept by the source until it stops: never disposed from here
        return Disposables.create()
    }
}

/// A broken stage: sends one more element after the source completes.
private final class TalksAfterCompleted: Observable<Int> {
    let source: Observable<Int>
    init(_ source: Observable<Int>) { self.source = source }
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        source.subscribe { event in
            observer.on(event)
            if case .completed = event { observer.on(.next(99)) }
        }
    }
}

/// Keeps what the leaking stage made, so that the test can release it afterwards.
private enum Kept {
    // Tests run serially (--no-parallel) and MiniRx is single-threaded by design.
    nonisolated(unsafe) static var subjects: [PublishSubject<Int>] = []
}

@Suite("Reliability checker", .serialized)
struct ReliabilityCheckerTests {
    private func spec(
        stages: [StageSpec] = [.map(throwOn: nil)], observers: [ObserverSpec], script: [StepSpec]
    ) -> ScenarioSpec {
        ScenarioSpec(seed: 0, sources: [.publish], stages: stages, observers: observers,
                     script: script)
    }

    @Test("An element after dispose() returned is a violation")
    func afterDispose() {
        let outcome = runScenario(
            spec(observers: [ObserverSpec(direct: false, raw: true, trigger: nil)],
                 script: [.send(source: 0, .next(1)), .dispose(observer: 0),
                          .send(source: 0, .next(2)), .send(source: 0, .completed)]),
            lastStage: { IgnoresDispose($0) })
        #expect(outcome.violations == [
            "o0 received next(3) after its dispose() returned",
            "o0 received completed after its dispose() returned",
        ])
        #expect(outcome.trace == [
            "o0 subscribes to the chain, bare observer",
            "step 1: A.onNext(1)",
            "o0 <- next(2)",
            "step 2: dispose o0",
            "step 3: A.onNext(2)",
            "o0 <- next(3)",
            "VIOLATION: o0 received next(3) after its dispose() returned",
            "step 4: A.onCompleted()",
            "o0 <- completed",
            "VIOLATION: o0 received completed after its dispose() returned",
            "end: dispose every subscription",
        ])
        // The source's completion ended the subscription the broken stage never disposed, so
        // nothing is left alive (without it, the cycle subject → sink → subject would leak).
        #expect(outcome.leaked == 0)
        #expect(!outcome.passed)
    }

    @Test("An event after a stop event is a violation")
    func afterStop() {
        let outcome = runScenario(
            spec(observers: [ObserverSpec(direct: false, raw: true, trigger: nil)],
                 script: [.send(source: 0, .completed)]),
            lastStage: { TalksAfterCompleted($0) })
        #expect(outcome.violations == ["o0 received next(99) after its stop event"])
        #expect(outcome.trace == [
            "o0 subscribes to the chain, bare observer",
            "step 1: A.onCompleted()",
            "o0 <- completed",
            "o0 <- next(99)",
            "VIOLATION: o0 received next(99) after its stop event",
            "end: dispose every subscription",
        ])
    }

    @Test("An object left alive is a leak")
    func leak() {
        let outcome = runScenario(
            spec(observers: [], script: []),
            lastStage: { source in
                Kept.subjects.append(PublishSubject<Int>())
                return source
            })
        #expect(outcome.leaked == 1)
        #expect(!outcome.passed)
        Kept.subjects.removeAll()
    }

    @Test("Disposed during a subject's delivery: directly it still gets the event in flight")
    func snapshotDirect() {
        let outcome = runScenario(
            spec(observers: [
                ObserverSpec(direct: true, raw: false,
                             trigger: TriggerSpec(onNth: 1, action: .dispose(observer: 1))),
                ObserverSpec(direct: true, raw: false, trigger: nil),
            ], script: [.send(source: 0, .next(1)), .send(source: 0, .next(2))]))
        #expect(outcome.passed, Comment(rawValue: outcome.report))
        #expect(outcome.trace == [
            "o0 subscribes to A directly, closure, on its onNext #1: dispose o1",
            "o1 subscribes to A directly, closure",
            "step 1: A.onNext(1)",
            "o0 <- next(1) (delivery #1)",
            "o0 acts: dispose o1",
            "o1 <- next(1) (delivery #1)",
            "(o1 was disposed while delivery #1 was under way: allowed)",
            "step 2: A.onNext(2)",
            "o0 <- next(2) (delivery #2)",
            "end: dispose every subscription",
        ])
    }

    @Test("Disposed during a subject's delivery: through an operator it gets nothing more")
    func snapshotThroughOperator() {
        let outcome = runScenario(
            spec(observers: [
                ObserverSpec(direct: false, raw: false,
                             trigger: TriggerSpec(onNth: 1, action: .dispose(observer: 1))),
                ObserverSpec(direct: false, raw: true, trigger: nil),
            ], script: [.send(source: 0, .next(1)), .send(source: 0, .next(2))]))
        #expect(outcome.passed, Comment(rawValue: outcome.report))
        #expect(outcome.trace == [
            "o0 subscribes to the chain, closure, on its onNext #1: dispose o1",
            "o1 subscribes to the chain, bare observer",
            "step 1: A.onNext(1)",
            "o0 <- next(2)",
            "o0 acts: dispose o1",
            "step 2: A.onNext(2)",
            "o0 <- next(3)",
            "end: dispose every subscription",
        ])
    }

    @Test("Behind share(replay: 1) the share's own delivery is the one in flight")
    func snapshotBehindShare() {
        let outcome = runScenario(
            spec(stages: [.map(throwOn: nil), .share(replay: 1, forever: false)], observers: [
                ObserverSpec(direct: false, raw: false,
                             trigger: TriggerSpec(onNth: 1, action: .dispose(observer: 1))),
                ObserverSpec(direct: false, raw: false, trigger: nil),
            ], script: [.send(source: 0, .next(1)), .send(source: 0, .next(2))]))
        #expect(outcome.passed, Comment(rawValue: outcome.report))
        #expect(outcome.trace == [
            "o0 subscribes to the chain, closure, on its onNext #1: dispose o1",
            "o1 subscribes to the chain, closure",
            "step 1: A.onNext(1)",
            "o0 <- next(2) (delivery #2)",
            "o0 acts: dispose o1",
            "o1 <- next(2) (delivery #2)",
            "(o1 was disposed while delivery #2 was under way: allowed)",
            "step 2: A.onNext(2)",
            "o0 <- next(3) (delivery #4)",
            "end: dispose every subscription",
        ])
    }

    /// An observer's checker with `onDisposed`, in a runner of no scenario, and the runner,
    /// which holds what it reports (the observer holds it weakly).
    private func callbacksChecker() -> (ReliabilityRunner, ReliabilityObserver) {
        let runner = ReliabilityRunner(spec: spec(observers: [], script: []))
        let observer = ReliabilityObserver(
            id: 0, spec: ObserverSpec(direct: false, raw: false, trigger: nil, callbacks: true),
            origin: nil, runner: runner)
        return (runner, observer)
    }

    @Test("onDisposed running a second time is a violation")
    func onDisposedTwice() {
        let (runner, observer) = callbacksChecker()
        observer.on(.completed)
        observer.onDisposed()
        #expect(runner.violations.isEmpty)
        observer.onDisposed()
        #expect(runner.violations == ["o0's onDisposed ran again"])
    }

    @Test("onDisposed with no stop event, outside dispose(), is a violation")
    func onDisposedUnprompted() {
        let (runner, observer) = callbacksChecker()
        observer.on(.next(1))
        observer.onDisposed()
        #expect(runner.violations == ["o0's onDisposed ran with no stop event and outside dispose()"])

        // The same call made from inside dispose() is allowed.
        let (insideRunner, inside) = callbacksChecker()
        inside.subscribed(Disposables.create { inside.onDisposed() })
        inside.dispose()
        #expect(insideRunner.violations.isEmpty)
    }

    @Test("onDisposed that never ran is a violation, for an observer that gave one")
    func onDisposedNever() {
        let (runner, observer) = callbacksChecker()
        observer.on(.next(1))
        observer.on(.completed)
        observer.checkEnded()
        #expect(runner.violations == ["o0's onDisposed never ran"])

        // An observer subscribed without onDisposed is not expected to see it.
        let closureRunner = ReliabilityRunner(spec: spec(observers: [], script: []))
        let closure = ReliabilityObserver(
            id: 0, spec: ObserverSpec(direct: false, raw: false, trigger: nil), origin: nil,
            runner: closureRunner)
        closure.on(.completed)
        closure.checkEnded()
        #expect(closureRunner.violations.isEmpty)
    }

    @Test("onDisposed runs once: inside dispose(), or after the stop event")
    func onDisposedOnce() {
        let callbacks = ObserverSpec(direct: false, raw: false, trigger: nil, callbacks: true)
        let outcome = runScenario(
            spec(observers: [callbacks, callbacks],
                 script: [.send(source: 0, .next(1)), .dispose(observer: 1),
                          .send(source: 0, .completed)]))
        #expect(outcome.passed, Comment(rawValue: outcome.report))
        #expect(outcome.trace == [
            "o0 subscribes to the chain, onNext/onError/onCompleted/onDisposed",
            "o1 subscribes to the chain, onNext/onError/onCompleted/onDisposed",
            "step 1: A.onNext(1)",
            "o0 <- next(2)",
            "o1 <- next(2)",
            "step 2: dispose o1",
            "o1 onDisposed",
            "step 3: A.onCompleted()",
            "o0 <- completed",
            "o0 onDisposed",
            "end: dispose every subscription",
        ])
    }
}
