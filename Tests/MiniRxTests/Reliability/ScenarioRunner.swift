// Runs one random reliability scenario against MiniRx and records every broken rule:
//   - an observer sees `next* (error | completed)?`: nothing after a stop event;
//   - nothing arrives after the observer's `dispose()` returned, except, where delivery goes to
//     a snapshot of observers (a subject, or `share(replay: 0 or 1, scope: .whileConnected)`,
//     maybe behind `startWith`, which has no sink), the deliveries that were already under way
//     when it was disposed and had not reached it yet: RxSwift delivers those too;
//   - `onDisposed`, where given, runs exactly once: after a stop event or inside `dispose()`;
//   - once everything is disposed and dropped, `Resources.total` is back where it started.
import MiniRx

enum ReliabilityError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

struct ScenarioOutcome {
    var spec: ScenarioSpec
    var violations: [String]
    var leaked: Int32
    var trace: [String]

    var passed: Bool { violations.isEmpty && leaked == 0 }

    /// The scenario, what went wrong and (the start of) what happened, for a failure message.
    var report: String {
        var lines = ["Reliability scenario failed — replay with seed \(spec.seed):", spec.description]
        lines.append("violations:")
        lines += violations.map { "  " + $0 }
        if leaked != 0 { lines.append("  Resources.total is \(leaked) above where it started") }
        lines.append("trace:")
        lines += trace.prefix(150).map { "  " + $0 }
        if trace.count > 150 { lines.append("  … \(trace.count - 150) more lines") }
        return lines.joined(separator: "\n")
    }
}

/// Draws the scenario for `seed`, runs it, releases it, and measures what stayed alive.
func runScenario(seed: UInt64) -> ScenarioOutcome {
    runScenario(ScenarioSpec(seed: seed))
}

/// Runs `spec`, releases it, and measures what stayed alive. `lastStage`, for the checker's
/// own tests, is put at the end of the chain (and counts as delivering through a sink).
func runScenario(_ spec: ScenarioSpec, lastStage: ((Observable<Int>) -> Observable<Int>)? = nil)
    -> ScenarioOutcome
{
    let before = Resources.total
    let (violations, trace) = runAndRelease(spec, lastStage: lastStage)
    return ScenarioOutcome(spec: spec, violations: violations, leaked: Resources.total - before,
                           trace: trace)
}

/// Everything the scenario made lives in this function's runner and is released on return.
private func runAndRelease(_ spec: ScenarioSpec,
                           lastStage: ((Observable<Int>) -> Observable<Int>)?)
    -> ([String], [String])
{
    let runner = ReliabilityRunner(spec: spec, lastStage: lastStage)
    runner.run()
    return (runner.violations, runner.trace)
}

final class ReliabilityRunner {
    let spec: ScenarioSpec
    private(set) var violations: [String] = []
    private(set) var trace: [String] = []
    private var sources: [(observable: Observable<Int>, send: (Event<Int>) -> Void)] = []
    private var chain: Observable<Int>?
    private var observers: [ReliabilityObserver] = []
    /// Per snapshot origin, the deliveries under way (innermost last), by id.
    private var flights: [SnapshotOrigin: [Int]] = [:]
    private var flightCount = 0

    private let lastStage: ((Observable<Int>) -> Observable<Int>)?
    /// Where the chain's deliveries come from when they go to a snapshot; nil behind a sink.
    private let chainOrigin: SnapshotOrigin?

    init(spec: ScenarioSpec, lastStage: ((Observable<Int>) -> Observable<Int>)? = nil) {
        self.spec = spec
        self.lastStage = lastStage
        chainOrigin = lastStage == nil ? spec.chainSnapshotOrigin : nil
        sources = spec.sources.map(Self.makeSource)
    }

    func run() {
        chain = buildChain()
        for observer in spec.observers { subscribe(observer) }
        for (index, step) in spec.script.enumerated() {
            log("step \(index + 1): \(step)")
            switch step {
            case .send(let source, let event): send(event, to: source)
            case .dispose(let observer): observers[observer].dispose()
            case .subscribe(let observer): subscribe(observer)
            }
        }
        log("end: dispose every subscription")
        for observer in observers { observer.dispose() }
        for observer in observers { observer.checkEnded() }
    }

    // MARK: Recording

    func log(_ line: String) { trace.append(line) }

    func violation(_ text: String) {
        violations.append(text)
        log("VIOLATION: " + text)
    }

    /// The delivery under way from `origin` now, if any.
    func currentFlight(_ origin: SnapshotOrigin) -> Int? { flights[origin]?.last }

    func flightsUnderWay(_ origin: SnapshotOrigin) -> [Int] { flights[origin] ?? [] }

    private func inFlight(_ origin: SnapshotOrigin, _ body: () -> Void) {
        flightCount += 1
        flights[origin, default: []].append(flightCount)
        body()
        flights[origin]?.removeLast()
    }

    // MARK: Acting

    private func send(_ event: EventSpec, to source: Int) {
        let send = sources[source].send
        inFlight(.source(source)) { send(Self.event(event)) }
    }

    func act(_ action: ActionSpec, by observer: ReliabilityObserver) {
        log("o\(observer.id) acts: \(action)")
        switch action {
        case .send(let source, let event): send(event, to: source)
        case .disposeSelf: observer.dispose()
        case .dispose(let other):
            if other < observers.count {
                observers[other].dispose()
            } else {
                log("(no o\(other) yet)")
            }
        }
    }

    private func subscribe(_ spec: ObserverSpec) {
        let id = observers.count
        let origin = spec.direct ? .source(0) : chainOrigin
        let observer = ReliabilityObserver(id: id, spec: spec, origin: origin, runner: self)
        observers.append(observer)
        log("o\(id) subscribes to \(spec)")
        guard let target = spec.direct ? sources[0].observable : chain else { return }
        let subscription: Disposable
        if spec.raw {
            subscription = target.subscribe(BareObserver(checker: observer))
        } else if spec.callbacks {
            subscription = target.subscribe(
                onNext: { value in observer.on(.next(value)) },
                onError: { error in observer.on(.error(error)) },
                onCompleted: { observer.on(.completed) },
                onDisposed: { observer.onDisposed() })
        } else {
            subscription = target.subscribe { event in observer.on(event) }
        }
        observer.subscribed(subscription)
    }

    // MARK: Building

    private static func makeSource(_ spec: SourceSpec) -> (Observable<Int>, (Event<Int>) -> Void) {
        switch spec {
        case .publish:
            let subject = PublishSubject<Int>()
            return (subject.asObservable(), subject.on)
        case .behavior(let initial):
            let subject = BehaviorSubject(value: initial)
            return (subject.asObservable(), subject.on)
        case .replay(let size):
            let subject = size == 0 ? ReplaySubject<Int>.createUnbounded()
                : ReplaySubject<Int>.create(bufferSize: size)
            return (subject.asObservable(), subject.on)
        }
    }

    private static func event(_ spec: EventSpec) -> Event<Int> {
        switch spec {
        case .next(let value): .next(value)
        case .error: .error(ReliabilityError.boom)
        case .completed: .completed
        }
    }

    private func other(_ spec: OtherSpec) -> Observable<Int> {
        switch spec {
        case .source(let index): return sources[index].observable
        case .just(let value): return Observable.just(value)
        case .of(let values): return Observable.from(values)
        case .range(let start, let count): return Observable.range(start: start, count: count)
        case .create(let values, let completes):
            return Observable.create { observer in
                for value in values { observer.onNext(value) }
                if completes { observer.onCompleted() }
                return Disposables.create()
            }
        case .deferred(let index):
            let source = sources[index].observable
            return Observable.deferred { source }
        case .empty: return Observable.empty()
        case .never: return Observable.never()
        case .error: return Observable.error(ReliabilityError.boom)
        }
    }

    private func inner(_ spec: InnerSpec) -> (Int) -> Observable<Int> {
        let observables = sources.map(\.observable)
        switch spec {
        case .of: return { x in Observable.of(x, x + 1) }
        case .source(let index): return { _ in observables[index] }
        case .sourceTake(let index, let count): return { _ in observables[index].take(count) }
        case .errorOnOdd:
            return { x in x % 2 != 0 ? Observable.error(ReliabilityError.boom) : Observable.just(x) }
        case .empty: return { _ in Observable.empty() }
        }
    }

    /// Marks the deliveries from `source` into a `share` stage, so that an observer disposed
    /// while one is under way may still receive it (the share's snapshot), and no other.
    private func tracked(_ source: Observable<Int>, _ origin: SnapshotOrigin) -> Observable<Int> {
        Observable.create { [weak self] observer in
            source.subscribe { event in
                guard let self else { return observer.on(event) }
                self.inFlight(origin) { observer.on(event) }
            }
        }
    }

    private func buildChain() -> Observable<Int> {
        var chain = sources[0].observable
        for (index, stage) in spec.stages.enumerated() {
            chain = apply(stage, index: index, to: chain)
        }
        return lastStage?(chain) ?? chain
    }

    private func apply(_ stage: StageSpec, index: Int, to up: Observable<Int>) -> Observable<Int> {
        func check(_ x: Int, _ throwOn: Int?) throws {
            if let throwOn, ((x % 5) + 5) % 5 == throwOn { throw ReliabilityError.boom }
        }
        switch stage {
        case .map(let t): return up.map { x in try check(x, t); return x + 1 }
        case .compactMap: return up.compactMap { x in x % 3 == 0 ? nil : x }
        case .filter(let t): return up.filter { x in try check(x, t); return x % 2 == 0 }
        case .scan: return up.scan(0, accumulator: +)
        case .reduce: return up.reduce(0, accumulator: +)
        case .flatMap(let spec): return up.flatMap(inner(spec))
        case .flatMapLatest(let spec): return up.flatMapLatest(inner(spec))
        case .flatMapFirst(let spec): return up.flatMapFirst(inner(spec))
        case .concatMap(let spec): return up.concatMap(inner(spec))
        case .concat(let spec): return up.concat(other(spec))
        case .merge(let spec): return Observable.merge(up, other(spec))
        case .startWith(let values):
            return values.count == 1 ? up.startWith(values[0]) : up.startWith(values[0], values[1])
        case .take(let count): return up.take(count)
        case .takeUntil(let spec): return up.take(until: other(spec))
        case .takeWhile: return up.take(while: { x in x % 5 != 4 })
        case .takeLast(let count): return up.takeLast(count)
        case .skip(let count): return up.skip(count)
        case .skipWhile: return up.skip(while: { x in x % 3 != 2 })
        case .skipUntil(let spec): return up.skip(until: other(spec))
        case .distinctUntilChanged: return up.distinctUntilChanged()
        case .zip(let spec): return Observable.zip(up, other(spec), resultSelector: +)
        case .combineLatest(let spec): return Observable.combineLatest(up, other(spec), resultSelector: +)
        case .withLatestFrom(let spec): return up.withLatestFrom(other(spec), resultSelector: +)
        case .catchTo(let spec):
            let fallback = other(spec)
            return up.catch { _ in fallback }
        case .catchAndReturn(let value): return up.catchAndReturn(value)
        case .retry(let count): return up.retry(count)
        case .doSideEffects(let t):
            return up.do(onNext: { x in try check(x, t) }, onError: { _ in }, onCompleted: {},
                         onSubscribe: {}, onDispose: {})
        case .materializeDematerialize: return up.materialize().dematerialize()
        case .enumerated: return up.enumerated().map { pair in pair.index + pair.element }
        case .elementAt(let position): return up.element(at: position)
        case .ignoreElements: return up.ignoreElements().map { (never: Never) -> Int in }
        case .amb(let spec): return up.amb(other(spec))
        case .share(let replay, let forever):
            let source = stage.deliversToSnapshot ? tracked(up, .share(stage: index)) : up
            return source.share(replay: replay, scope: forever ? .forever : .whileConnected)
        case .publishRefCount: return up.publish().refCount()
        }
    }
}

/// Subscribed with `subscribe(_ observer:)`: sees exactly what the last sink sends.
private struct BareObserver: ObserverType {
    let checker: ReliabilityObserver
    func on(_ event: Event<Int>) { checker.on(event) }
}

/// One observer of the scenario: records what it receives and checks the rules.
final class ReliabilityObserver {
    let id: Int
    let spec: ObserverSpec
    /// Where its deliveries come from when they go to a snapshot; nil behind a sink.
    let origin: SnapshotOrigin?
    private weak var runner: ReliabilityRunner?
    private var subscription: Disposable?
    private var stopped = false
    private var disposed = false
    private var nextCount = 0
    private var triggered = false
    private var disposing = false
    private var onDisposedCount = 0
    /// Snapshot deliveries it has received, by flight id.
    private var received: Set<Int> = []
    /// Snapshot deliveries under way when it was disposed that it had not received yet.
    private var stillInFlight: Set<Int> = []

    init(id: Int, spec: ObserverSpec, origin: SnapshotOrigin?, runner: ReliabilityRunner) {
        self.id = id
        self.spec = spec
        self.origin = origin
        self.runner = runner
    }

    func subscribed(_ subscription: Disposable) {
        self.subscription = subscription
    }

    func on(_ event: Event<Int>) {
        guard let runner else { return }
        let flight = origin.flatMap(runner.currentFlight)
        runner.log("o\(id) <- \(event)" + (flight.map { " (delivery #\($0))" } ?? ""))
        if disposed {
            if let flight, stillInFlight.remove(flight) != nil {
                runner.log("(o\(id) was disposed while delivery #\(flight) was under way: allowed)")
            } else {
                runner.violation("o\(id) received \(event) after its dispose() returned")
            }
        }
        if stopped { runner.violation("o\(id) received \(event) after its stop event") }
        if let flight { received.insert(flight) }
        switch event {
        case .next:
            nextCount += 1
            if let trigger = spec.trigger, !triggered, nextCount == trigger.onNth {
                triggered = true
                runner.act(trigger.action, by: self)
            }
        case .error, .completed:
            stopped = true
        }
    }

    /// `onDisposed` runs once, when the subscription ends: after a stop event, or inside
    /// `dispose()`.
    func onDisposed() {
        guard let runner else { return }
        runner.log("o\(id) onDisposed")
        onDisposedCount += 1
        if onDisposedCount > 1 { runner.violation("o\(id)'s onDisposed ran again") }
        if !stopped && !disposing {
            runner.violation("o\(id)'s onDisposed ran with no stop event and outside dispose()")
        }
    }

    /// After everything was disposed: an observer with `onDisposed` has seen it run.
    func checkEnded() {
        if spec.callbacks && onDisposedCount == 0 {
            runner?.violation("o\(id)'s onDisposed never ran")
        }
    }

    func dispose() {
        guard let subscription else {
            runner?.log("(o\(id) cannot be disposed: its subscribe has not returned yet)")
            return
        }
        disposing = true
        subscription.dispose()
        disposing = false
        if !disposed, let runner {
            disposed = true
            let underWay = origin.map(runner.flightsUnderWay) ?? []
            stillInFlight = Set(underWay).subtracting(received)
        }
    }
}
