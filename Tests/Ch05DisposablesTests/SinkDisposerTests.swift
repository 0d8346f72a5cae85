import Testing
@testable import Ch05Disposables

extension Ch05Tests {
    @Suite("SinkDisposer: an explicit state machine")
    struct SinkDisposerTests {
        typealias State = SinkDisposer.State

        @Test(
            "The transition table: every state and call",
            arguments: [
                (State.waiting, SinkDisposer.Call.setSinkAndSubscription, State.sinkAndSubscriptionSet, SinkDisposer.Effect.keep),
                (.waiting, .dispose, .disposedBeforeSet, .nothing),
                (.sinkAndSubscriptionSet, .dispose, .disposed, .disposeBoth),
                (.sinkAndSubscriptionSet, .setSinkAndSubscription, .sinkAndSubscriptionSet, .stop(SinkDisposer.setOnceRule)),
                (.disposedBeforeSet, .setSinkAndSubscription, .disposed, .disposeBoth),
                (.disposedBeforeSet, .dispose, .disposedBeforeSet, .nothing),
                (.disposed, .dispose, .disposed, .nothing),
                (.disposed, .setSinkAndSubscription, .disposed, .stop(SinkDisposer.setOnceRule)),
            ])
        func transitionTable(
            state: State, call: SinkDisposer.Call, next: State, effect: SinkDisposer.Effect
        ) {
            let result = SinkDisposer.transition(from: state, on: call)
            #expect(result.next == next)
            #expect(result.effect == effect)
        }

        @Test("The stop message names the rule that was broken")
        func stopMessageNamesTheRule() {
            let (_, effect) = SinkDisposer.transition(from: .sinkAndSubscriptionSet, on: .setSinkAndSubscription)
            guard case .stop(let message) = effect else {
                Issue.record("setting twice must stop, got \(effect)")
                return
            }
            #expect(message.contains("already set"))
            #expect(message.contains("Rule: Producer.subscribe sets them exactly once per subscription."))
        }

        @Test("The four states are RxSwift's two bits: disposed = 1, sinkAndSubscriptionSet = 2")
        func rxSwiftFlags() {
            #expect(State.waiting.rxSwiftFlags == 0)
            #expect(State.disposedBeforeSet.rxSwiftFlags == 1)
            #expect(State.sinkAndSubscriptionSet.rxSwiftFlags == 2)
            #expect(State.disposed.rxSwiftFlags == 1 | 2)
        }

        @Test("Set, then dispose: the sink, then the subscription, each once")
        func setThenDispose() {
            let log = Log()
            let disposer = SinkDisposer()
            #expect(disposer.state == .waiting)
            disposer.setSinkAndSubscription(
                sink: SpyDisposable("sink", log: log), subscription: SpyDisposable("subscription", log: log))
            #expect(disposer.state == .sinkAndSubscriptionSet)
            #expect(!disposer.isDisposed)
            #expect(log.lines.isEmpty)
            disposer.dispose()
            #expect(disposer.state == .disposed)
            #expect(disposer.isDisposed)
            #expect(log.lines == ["dispose sink", "dispose subscription"])
        }

        @Test("Dispose, then set: both are disposed the moment they arrive")
        func disposeThenSet() {
            let log = Log()
            let disposer = SinkDisposer()
            disposer.dispose()
            #expect(disposer.state == .disposedBeforeSet)
            #expect(disposer.isDisposed)
            disposer.setSinkAndSubscription(
                sink: SpyDisposable("sink", log: log), subscription: SpyDisposable("subscription", log: log))
            #expect(disposer.state == .disposed)
            #expect(log.lines == ["dispose sink", "dispose subscription"])
        }

        @Test("Dispose twice: the second does nothing")
        func disposeTwice() {
            let log = Log()
            let disposer = SinkDisposer()
            disposer.setSinkAndSubscription(
                sink: SpyDisposable("sink", log: log), subscription: SpyDisposable("subscription", log: log))
            disposer.dispose()
            disposer.dispose()
            #expect(disposer.state == .disposed)
            #expect(log.lines == ["dispose sink", "dispose subscription"])
        }

        @Test("A source that completes inside subscribe takes the dispose-then-set path")
        func completingSourceDisposesBeforeSet() {
            let log = Log()
            _ = Observable<Int>.create { observer in
                observer.onCompleted()
                log("closure returns")
                return SpyDisposable("resource", log: log)
            }.subscribe("s", log: log)
            #expect(log.lines == ["s onCompleted", "s onDisposed", "closure returns", "dispose resource"])
        }

        @Test("Setting twice stops the program with the rule's message")
        func settingTwiceStopsTheProgram() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let disposer = SinkDisposer()
                disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
                disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.contains(SinkDisposer.setOnceRule))
        }
    }
}
