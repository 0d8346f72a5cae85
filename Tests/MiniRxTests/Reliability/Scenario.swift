// What a random reliability scenario is made of, how one is drawn from a seed, and how it reads
// when a failure has to be reported: sources, an operator chain, observers and a script.

/// A source subject. Every scenario has source A (the chain's source) and maybe source B.
enum SourceSpec: CustomStringConvertible {
    case publish
    case behavior(initial: Int)
    case replay(bufferSize: Int)  // 0 stands for createUnbounded()

    var description: String {
        switch self {
        case .publish: "PublishSubject<Int>()"
        case .behavior(let initial): "BehaviorSubject(value: \(initial))"
        case .replay(let size) where size == 0: "ReplaySubject<Int>.createUnbounded()"
        case .replay(let size): "ReplaySubject<Int>.create(bufferSize: \(size))"
        }
    }
}

/// An event to send into a source.
enum EventSpec: CustomStringConvertible {
    case next(Int)
    case error
    case completed

    var description: String {
        switch self {
        case .next(let value): "onNext(\(value))"
        case .error: "onError(boom)"
        case .completed: "onCompleted()"
        }
    }
}

/// The second observable of a binary operator: a source subject or a synchronous factory.
enum OtherSpec: CustomStringConvertible {
    case source(Int)
    case just(Int)
    case of([Int])
    case range(Int, count: Int)
    case create([Int], completes: Bool)
    case deferred(Int)
    case empty
    case never
    case error

    var description: String {
        switch self {
        case .source(let index): reliabilitySourceName(index)
        case .range(let start, let count): "Observable.range(start: \(start), count: \(count))"
        case .create(let values, let completes):
            "Observable.create { sends \(values)\(completes ? " then completed" : ""), returns Disposables.create() }"
        case .deferred(let index): "Observable.deferred { \(reliabilitySourceName(index)) }"
        case .just(let value): "Observable.just(\(value))"
        case .of(let values): "Observable.of(\(values.map(String.init).joined(separator: ", ")))"
        case .empty: "Observable<Int>.empty()"
        case .never: "Observable<Int>.never()"
        case .error: "Observable<Int>.error(boom)"
        }
    }
}

/// The inner observable of the flatMap family, made from the outer element `x`.
enum InnerSpec: CustomStringConvertible {
    case of
    case source(Int)
    case sourceTake(Int, Int)
    case errorOnOdd
    case empty

    var description: String {
        switch self {
        case .of: "Observable.of(x, x + 1)"
        case .source(let index): reliabilitySourceName(index)
        case .sourceTake(let index, let count): "\(reliabilitySourceName(index)).take(\(count))"
        case .errorOnOdd: "x % 2 == 1 ? .error(boom) : .just(x)"
        case .empty: "Observable<Int>.empty()"
        }
    }
}

func reliabilitySourceName(_ index: Int) -> String { index == 0 ? "A" : "B" }

/// One operator of the chain. Closures that may throw do so for one residue of the element.
enum StageSpec: CustomStringConvertible {
    case map(throwOn: Int?)
    case compactMap
    case filter(throwOn: Int?)
    case scan
    case reduce
    case flatMap(InnerSpec)
    case flatMapLatest(InnerSpec)
    case flatMapFirst(InnerSpec)
    case concatMap(InnerSpec)
    case concat(OtherSpec)
    case merge(OtherSpec)
    case startWith([Int])
    case take(Int)
    case takeUntil(OtherSpec)
    case takeWhile
    case takeLast(Int)
    case skip(Int)
    case skipWhile
    case skipUntil(OtherSpec)
    case distinctUntilChanged
    case zip(OtherSpec)
    case combineLatest(OtherSpec)
    case withLatestFrom(OtherSpec)
    case catchTo(OtherSpec)
    case catchAndReturn(Int)
    case retry(Int)
    case doSideEffects(throwOn: Int?)
    case materializeDematerialize
    case enumerated
    case elementAt(Int)
    case ignoreElements
    case amb(OtherSpec)
    case share(replay: Int, forever: Bool)
    case publishRefCount

    var description: String {
        func throwing(_ t: Int?) -> String { t.map { " (throws when x % 5 == \($0))" } ?? "" }
        switch self {
        case .map(let t): return ".map { x + 1 }" + throwing(t)
        case .compactMap: return ".compactMap { x % 3 == 0 ? nil : x }"
        case .filter(let t): return ".filter { x % 2 == 0 }" + throwing(t)
        case .scan: return ".scan(0, accumulator: +)"
        case .reduce: return ".reduce(0, accumulator: +)"
        case .flatMap(let inner): return ".flatMap { x in \(inner) }"
        case .flatMapLatest(let inner): return ".flatMapLatest { x in \(inner) }"
        case .flatMapFirst(let inner): return ".flatMapFirst { x in \(inner) }"
        case .concatMap(let inner): return ".concatMap { x in \(inner) }"
        case .concat(let other): return ".concat(\(other))"
        case .merge(let other): return " merged with \(other)"
        case .startWith(let values): return ".startWith(\(values.map(String.init).joined(separator: ", ")))"
        case .take(let count): return ".take(\(count))"
        case .takeUntil(let other): return ".take(until: \(other))"
        case .takeWhile: return ".take(while: { x % 5 != 4 })"
        case .takeLast(let count): return ".takeLast(\(count))"
        case .skip(let count): return ".skip(\(count))"
        case .skipWhile: return ".skip(while: { x % 3 != 2 })"
        case .skipUntil(let other): return ".skip(until: \(other))"
        case .distinctUntilChanged: return ".distinctUntilChanged()"
        case .zip(let other): return " zipped (+) with \(other)"
        case .combineLatest(let other): return " combineLatest (+) with \(other)"
        case .withLatestFrom(let other): return ".withLatestFrom(\(other), resultSelector: +)"
        case .catchTo(let other): return ".catch { _ in \(other) }"
        case .catchAndReturn(let value): return ".catchAndReturn(\(value))"
        case .retry(let count): return ".retry(\(count))"
        case .doSideEffects(let t): return ".do(onNext:onError:onCompleted:onSubscribe:onDispose:)" + throwing(t)
        case .materializeDematerialize: return ".materialize().dematerialize()"
        case .enumerated: return ".enumerated().map { $0.index + $0.element }"
        case .elementAt(let index): return ".element(at: \(index))"
        case .ignoreElements: return ".ignoreElements() as Observable<Int>"
        case .amb(let other): return ".amb(\(other))"
        case .share(let replay, let forever):
            return ".share(replay: \(replay), scope: \(forever ? ".forever" : ".whileConnected"))"
        case .publishRefCount: return ".publish().refCount()"
        }
    }

    /// `startWith` has no sink in RxSwift: it hands the observer straight to its source.
    var passesObserverThrough: Bool {
        if case .startWith = self { return true }
        return false
    }

    /// `share(replay: 0 or 1, scope: .whileConnected)` delivers to a snapshot of its observers,
    /// as a subject does, with no per-observer disposed flag.
    var deliversToSnapshot: Bool {
        if case .share(let replay, false) = self, replay <= 1 { return true }
        return false
    }
}

/// Where a piece of delivery comes from when it goes to a snapshot of observers: a source
/// subject, or a `share` stage of the chain (by index).
enum SnapshotOrigin: Hashable, CustomStringConvertible {
    case source(Int)
    case share(stage: Int)

    var description: String {
        switch self {
        case .source(let index): "source \(reliabilitySourceName(index))"
        case .share(let stage): "share stage \(stage)"
        }
    }
}

/// What an observer does, once, from inside its `k`-th onNext.
enum ActionSpec: CustomStringConvertible {
    case send(source: Int, EventSpec)
    case disposeSelf
    case dispose(observer: Int)

    var description: String {
        switch self {
        case .send(let source, let event): "\(reliabilitySourceName(source)).\(event)"
        case .disposeSelf: "dispose its own subscription"
        case .dispose(let observer): "dispose o\(observer)"
        }
    }
}

struct TriggerSpec: CustomStringConvertible {
    var onNth: Int
    var action: ActionSpec
    var description: String { "on its onNext #\(onNth): \(action)" }
}

struct ObserverSpec: CustomStringConvertible {
    /// Subscribed to source A itself rather than to the chain.
    var direct: Bool
    /// Subscribed with a bare `ObserverType` (sees exactly what the last sink sends) rather
    /// than with a closure (an `AnonymousObserver`, which drops events after a stop event).
    var raw: Bool
    var trigger: TriggerSpec?
    /// With a closure per event and `onDisposed` (`subscribe(onNext:onError:onCompleted:
    /// onDisposed:)`) rather than one closure for all events.
    var callbacks = false

    var description: String {
        (direct ? "A directly" : "the chain")
            + (raw ? ", bare observer" : callbacks ? ", onNext/onError/onCompleted/onDisposed" : ", closure")
            + (trigger.map { ", \($0)" } ?? "")
    }
}

enum StepSpec: CustomStringConvertible {
    case send(source: Int, EventSpec)
    case dispose(observer: Int)
    case subscribe(ObserverSpec)

    var description: String {
        switch self {
        case .send(let source, let event): "\(reliabilitySourceName(source)).\(event)"
        case .dispose(let observer): "dispose o\(observer)"
        case .subscribe(let spec): "subscribe a new observer to \(spec)"
        }
    }
}

struct ScenarioSpec: CustomStringConvertible {
    var seed: UInt64
    var sources: [SourceSpec]
    var stages: [StageSpec]
    var observers: [ObserverSpec]
    var script: [StepSpec]

    /// How the chain's last events reach an observer: to a snapshot (and from where), or
    /// through a sink that checks its disposed flag (nil).
    var chainSnapshotOrigin: SnapshotOrigin? { Self.snapshotOrigin(of: stages) }

    static func snapshotOrigin(of stages: [StageSpec]) -> SnapshotOrigin? {
        for index in stages.indices.reversed() {
            let stage = stages[index]
            if stage.passesObserverThrough { continue }
            return stage.deliversToSnapshot ? .share(stage: index) : nil
        }
        return .source(0)
    }

    var description: String {
        var lines = ["seed \(seed) (0x\(String(seed, radix: 16)))"]
        for (index, source) in sources.enumerated() {
            lines.append("  let \(reliabilitySourceName(index)) = \(source)")
        }
        lines.append("  chain = A" + stages.map(\.description).joined())
        for (index, observer) in observers.enumerated() {
            lines.append("  o\(index) subscribes to \(observer)")
        }
        for (index, step) in script.enumerated() {
            lines.append("  step \(index + 1): \(step)")
        }
        return lines.joined(separator: "\n")
    }
}

// MARK: - Drawing a scenario from a seed

extension ScenarioSpec {
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        self.seed = seed
        let sourceCount = random.chance(60) ? 2 : 1
        sources = (0..<sourceCount).map { _ in Self.drawSource(&random) }
        stages = (0..<random.int(1...4)).map { _ in Self.drawStage(&random, sources: sourceCount) }
        let chainIsSnapshot = Self.snapshotOrigin(of: stages) != nil
        var observerCount = random.int(1...3)
        var observers: [ObserverSpec] = []
        for _ in 0..<observerCount {
            observers.append(Self.drawObserver(&random, sources: sourceCount,
                                               observers: observerCount,
                                               chainIsSnapshot: chainIsSnapshot))
        }
        var script: [StepSpec] = []
        for _ in 0..<random.int(10...40) {
            let roll = random.int(0...99)
            if roll < 70 {
                script.append(.send(source: random.int(0...(sourceCount - 1)),
                                    Self.drawEvent(&random)))
            } else if roll < 85 {
                script.append(.dispose(observer: random.int(0...(observerCount - 1))))
            } else {
                script.append(.subscribe(Self.drawObserver(&random, sources: sourceCount,
                                                           observers: observerCount + 1,
                                                           chainIsSnapshot: chainIsSnapshot)))
                observerCount += 1
            }
        }
        self.observers = observers
        self.script = script
    }

    private static func drawSource(_ random: inout SplitMix64) -> SourceSpec {
        switch random.int(0...2) {
        case 0: .publish
        case 1: .behavior(initial: random.int(0...9))
        default: .replay(bufferSize: random.int(0...2))
        }
    }

    private static func drawEvent(_ random: inout SplitMix64) -> EventSpec {
        // Stop events are rare, so that most scenarios keep running for most of their script.
        switch random.int(0...99) {
        case 0..<3: .error
        case 3..<6: .completed
        default: .next(random.int(0...9))
        }
    }

    private static func drawOther(_ random: inout SplitMix64, sources: Int) -> OtherSpec {
        switch random.int(0...12) {
        case 0..<4: .source(sources - 1)  // B when there is one, else A
        case 4: .source(0)
        case 5: .just(random.int(0...9))
        case 6: .of([random.int(0...9), random.int(0...9)])
        case 7: .empty
        case 8: .never
        case 9: .range(random.int(0...9), count: random.int(0...3))
        case 10: .create((0..<random.int(0...2)).map { _ in random.int(0...9) }, completes: random.chance(50))
        case 11: .deferred(random.int(0...(sources - 1)))
        default: .error
        }
    }

    private static func drawInner(_ random: inout SplitMix64, sources: Int) -> InnerSpec {
        switch random.int(0...5) {
        case 0, 1: .of
        case 2: .source(random.int(0...(sources - 1)))
        case 3: .sourceTake(random.int(0...(sources - 1)), random.int(1...2))
        case 4: .errorOnOdd
        default: .empty
        }
    }

    private static func drawThrow(_ random: inout SplitMix64) -> Int? {
        random.chance(30) ? random.int(0...4) : nil
    }

    private static func drawStage(_ random: inout SplitMix64, sources: Int) -> StageSpec {
        switch random.int(0...33) {
        case 0: return .map(throwOn: drawThrow(&random))
        case 1: return .compactMap
        case 2: return .filter(throwOn: drawThrow(&random))
        case 3: return .scan
        case 4: return .reduce
        case 5: return .flatMap(drawInner(&random, sources: sources))
        case 6: return .flatMapLatest(drawInner(&random, sources: sources))
        case 7: return .flatMapFirst(drawInner(&random, sources: sources))
        case 8: return .concatMap(drawInner(&random, sources: sources))
        case 9: return .concat(drawOther(&random, sources: sources))
        case 10: return .merge(drawOther(&random, sources: sources))
        case 11: return .startWith((0..<random.int(1...2)).map { _ in random.int(0...9) })
        case 12: return .take(random.int(0...3))
        case 13: return .takeUntil(drawOther(&random, sources: sources))
        case 14: return .takeWhile
        case 15: return .takeLast(random.int(0...2))
        case 16: return .skip(random.int(0...2))
        case 17: return .skipWhile
        case 18: return .skipUntil(drawOther(&random, sources: sources))
        case 19: return .distinctUntilChanged
        case 20: return .zip(drawOther(&random, sources: sources))
        case 21: return .combineLatest(drawOther(&random, sources: sources))
        case 22: return .withLatestFrom(drawOther(&random, sources: sources))
        case 23: return .catchTo(drawOther(&random, sources: sources))
        case 24: return .catchAndReturn(random.int(0...9))
        case 25: return .retry(random.int(1...3))
        case 26: return .doSideEffects(throwOn: drawThrow(&random))
        case 27: return .materializeDematerialize
        case 28: return .enumerated
        case 29: return .elementAt(random.int(0...2))
        case 30: return .ignoreElements
        case 31: return .amb(drawOther(&random, sources: sources))
        case 32: return .share(replay: random.int(0...2), forever: random.chance(30))
        default: return .publishRefCount
        }
    }

    /// A bare observer only where a sink delivers: behind a snapshot, RxSwift itself can send a
    /// bare observer an element after its stop event (reentrant stop during delivery), and
    /// programs subscribe there with closures.
    private static func drawObserver(_ random: inout SplitMix64, sources: Int, observers: Int,
                                     chainIsSnapshot: Bool) -> ObserverSpec
    {
        var trigger: TriggerSpec?
        if random.chance(60) {
            let action: ActionSpec
            switch random.int(0...9) {
            case 0..<5: action = .send(source: random.int(0...(sources - 1)), drawEvent(&random))
            case 5, 6: action = .disposeSelf
            default: action = .dispose(observer: random.int(0...(observers + 1)))
            }
            trigger = TriggerSpec(onNth: random.int(1...3), action: action)
        }
        let direct = random.chance(25)
        let raw = random.chance(50) && !direct && !chainIsSnapshot
        let callbacks = !raw && random.chance(50)
        return ObserverSpec(direct: direct, raw: raw, trigger: trigger, callbacks: callbacks)
    }
}
