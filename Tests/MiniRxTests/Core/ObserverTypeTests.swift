import MiniRx
import Testing

// `ObserverType` has one entry point, `on`. `onNext`, `onError` and `onCompleted` are
// conveniences that wrap their argument in an `Event` and call `on`, as in RxSwift. These tests
// hold every way of sending and receiving events to the same result.

private enum EntryError: Error { case boom }

/// An observer with only `on`, as a program ported from RxSwift would write it.
private struct EventsOnly: ObserverType {
    let log: EventLog
    func on(_ event: Event<Int>) { log.lines.append("\(event)") }
}

/// Subscribes with the callback form and writes what arrives in the same words as `record`.
private func recordCallbacks(_ source: Observable<Int>, into log: EventLog) -> Disposable {
    source.subscribe(
        onNext: { log.lines.append("next(\($0))") },
        onError: { log.lines.append("error(\($0))") },
        onCompleted: { log.lines.append("completed") })
}

/// Chains through the most used sinks (create, of, range, map, filter, scan), each ending in a
/// different way.
private func sampleChains() -> [(name: String, make: () -> Observable<Int>)] {
    [
        (
            "create → map → filter",
            {
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onNext(2)
                    observer.onNext(3)
                    observer.onCompleted()
                    observer.onNext(4)  // after the end: dropped
                    return Disposables.create()
                }
                .map { $0 * 10 }.filter { $0 != 20 }
            }
        ),
        (
            "create that fails → scan",
            {
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onError(EntryError.boom)
                    observer.onCompleted()  // after the end: dropped
                    return Disposables.create()
                }
                .scan(0, accumulator: +)
            }
        ),
        ("of → scan → map", { Observable.of(1, 2, 3).scan(0, accumulator: +).map { $0 + 1 } }),
        ("range → filter", { Observable.range(start: 0, count: 5).filter { $0 % 2 == 0 } }),
        (
            "map that throws",
            { Observable.of(1, 2, 3).map { value -> Int in if value == 2 { throw EntryError.boom }; return value } }
        ),
        (
            "filter that throws",
            { Observable.of(1, 2).filter { _ in throw EntryError.boom } }
        ),
        (
            "scan that throws",
            { Observable.of(1, 2).scan(0) { _, _ in throw EntryError.boom } }
        ),
    ]
}

@Suite("ObserverType: one entry point, on(_:)", .serialized)
struct ObserverTypeTests {
    @Test("An observer with only `on` receives the conveniences as events")
    func shortcutsDefaultToOn() {
        let log = EventLog()
        let observer = EventsOnly(log: log)
        observer.onNext(1)
        observer.onError(EntryError.boom)
        observer.onCompleted()
        #expect(log.lines == ["next(1)", "error(boom)", "completed"])
    }

    @Test("AnyObserver passes each convenience on, to an observer or to a closure")
    func anyObserverPassesConveniencesOn() {
        let wrapped = EventLog()
        let wrapping = AnyObserver(EventsOnly(log: wrapped))
        let closure = EventLog()
        let fromClosure = AnyObserver<Int> { closure.lines.append("\($0)") }
        for observer in [wrapping, fromClosure] {
            observer.onNext(7)
            observer.on(.next(8))
            observer.onError(EntryError.boom)
            observer.onCompleted()
        }
        let expected = ["next(7)", "next(8)", "error(boom)", "completed"]
        #expect(wrapped.lines == expected)
        #expect(closure.lines == expected)
    }

    @Test("Every chain sends the same events to callbacks, to an event closure and to an `on`-only observer")
    func everyWayOfSubscribingAgrees() {
        for chain in sampleChains() {
            let events = EventLog()
            let callbacks = EventLog()
            let onOnly = EventLog()
            record(chain.make(), into: events)
            _ = recordCallbacks(chain.make(), into: callbacks)
            _ = chain.make().subscribe(EventsOnly(log: onOnly))
            #expect(!events.lines.isEmpty, "\(chain.name)")
            #expect(callbacks.lines == events.lines, "\(chain.name)")
            #expect(onOnly.lines == events.lines, "\(chain.name)")
        }
    }

    @Test("The chains above send what RxSwift sends")
    func sampleChainsMatchRxSwift() {
        let expected = [
            ["next(10)", "next(30)", "completed"],
            ["next(1)", "error(boom)"],
            ["next(2)", "next(4)", "next(7)", "completed"],
            ["next(0)", "next(2)", "next(4)", "completed"],
            ["next(1)", "error(boom)"],
            ["error(boom)"],
            ["error(boom)"],
        ]
        #expect(sampleChains().count == expected.count)
        for (chain, lines) in zip(sampleChains(), expected) {
            let log = EventLog()
            record(chain.make(), into: log)
            #expect(log.lines == lines, "\(chain.name)")
        }
    }

    @Test("A subject sends the same events to a chain whether they come by `on` or by the conveniences")
    func subjectDeliversThroughBothPaths() {
        let subject = PublishSubject<Int>()
        let events = EventLog()
        let callbacks = EventLog()
        let eventSubscription = record(subject.map { $0 + 1 }.asObservable(), into: events)
        let callbackSubscription = recordCallbacks(subject.filter { _ in true }.map { $0 + 1 }, into: callbacks)
        subject.onNext(1)
        subject.on(.next(2))
        subject.onCompleted()
        subject.onNext(3)
        #expect(events.lines == ["next(2)", "next(3)", "completed"])
        #expect(callbacks.lines == events.lines)
        eventSubscription.dispose()
        callbackSubscription.dispose()
    }

    @Test("A disposed chain forwards nothing, even when its source keeps sending")
    func disposedSinkForwardsNothing() {
        var held: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            held = observer
            return Disposables.create()
        }
        let log = EventLog()
        let subscription = recordCallbacks(source.map { $0 * 2 }.scan(0, accumulator: +), into: log)
        held?.onNext(1)
        subscription.dispose()
        held?.onNext(2)
        held?.onCompleted()
        #expect(log.lines == ["next(2)"])
    }

    @Test("A source that sends with `on` and one that sends with the conveniences make the same chain output")
    func eventsAndConveniencesIntoAChainAgree() {
        let scripts: [[Event<Int>]] = [
            [.next(1), .next(2), .next(3), .completed, .next(4)],
            [.next(5), .error(EntryError.boom), .completed],
        ]
        func source(_ script: [Event<Int>], conveniences: Bool) -> Observable<Int> {
            Observable.create { observer in
                for event in script {
                    guard conveniences else {
                        observer.on(event)
                        continue
                    }
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
                return Disposables.create()
            }
            .map { $0 * 10 }.filter { $0 != 20 }.scan(0, accumulator: +)
        }
        for script in scripts {
            let viaOn = EventLog()
            let viaConveniences = EventLog()
            record(source(script, conveniences: false), into: viaOn)
            record(source(script, conveniences: true), into: viaConveniences)
            #expect(!viaOn.lines.isEmpty)
            #expect(viaConveniences.lines == viaOn.lines)
        }
    }

    // As in RxSwift: `onNext` is an extension method, not a requirement, so an observer's own
    // method of that name is never what the library calls. Everything arrives through `on`.
    @Test("An observer's own onNext/onCompleted are not entry points: AnyObserver and subjects call `on`")
    func onlyOnIsAnEntryPoint() {
        let log = EventLog()
        let recorder = MethodRecorder(log: log)
        let erased = AnyObserver(recorder)
        erased.onNext(1)
        erased.on(.next(2))
        erased.onCompleted()
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(3)
        subject.onCompleted()
        subscription.dispose()
        #expect(
            log.lines == [
                "on(next(1))", "on(next(2))", "on(completed)", "on(next(3))", "on(completed)",
            ])
    }
}

/// Records which method was called: its own `onNext`-style methods must never be.
private final class MethodRecorder: ObserverType {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func on(_ event: Event<Int>) { log.lines.append("on(\(event))") }
    func onNext(_ element: Int) { log.lines.append("onNext(\(element))") }
    func onError(_ error: Swift.Error) { log.lines.append("onError(\(error))") }
    func onCompleted() { log.lines.append("onCompleted") }
}
