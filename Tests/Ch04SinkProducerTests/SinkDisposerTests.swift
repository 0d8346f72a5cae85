import Testing
@testable import Ch04SinkProducer

extension Ch04Tests {
    @Suite("SinkDisposer: the disposable Producer.subscribe returns")
    struct SinkDisposerTests {
        @Test("Set, then dispose: the sink, then the subscription, each once")
        func setThenDispose() {
            let log = Log()
            let disposer = SinkDisposer()
            disposer.setSinkAndSubscription(
                sink: SpyDisposable("sink", log: log), subscription: SpyDisposable("subscription", log: log))
            #expect(!disposer.isDisposed)
            #expect(log.lines.isEmpty)
            disposer.dispose()
            #expect(disposer.isDisposed)
            #expect(log.lines == ["dispose sink", "dispose subscription"])
        }

        @Test("Dispose, then set: both are disposed the moment they arrive")
        func disposeThenSet() {
            let log = Log()
            let disposer = SinkDisposer()
            disposer.dispose()
            #expect(disposer.isDisposed)
            #expect(log.lines.isEmpty)
            disposer.setSinkAndSubscription(
                sink: SpyDisposable("sink", log: log), subscription: SpyDisposable("subscription", log: log))
            #expect(log.lines == ["dispose sink", "dispose subscription"])
            disposer.dispose()
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
            #expect(log.lines == ["dispose sink", "dispose subscription"])
        }
    }

    @Suite("Sink: forwardOn and dispose")
    struct SinkTests {
        /// The smallest sink: forwards whatever it is given.
        final class PassThroughSink: Sink<AnyObserver<Int>> {}

        @Test("forwardOn delivers until the sink is disposed, then nothing")
        func forwardOnStopsAtDispose() {
            let log = Log()
            let cancel = SinkDisposer()
            let sink = PassThroughSink(observer: AnyObserver { log("\($0)") }, cancel: cancel)
            sink.forwardOn(.next(1))
            #expect(!sink.isDisposed)
            sink.dispose()
            #expect(sink.isDisposed)
            sink.forwardOn(.next(2))
            sink.forwardOn(.completed)
            #expect(log.lines == ["next(1)"])
        }

        @Test("A sink forwards what it is given, even after a stop event: keeping the grammar is the subclass's job")
        func sinkDoesNotEnforceGrammar() {
            let log = Log()
            let sink = PassThroughSink(observer: AnyObserver { log("\($0)") }, cancel: SinkDisposer())
            sink.forwardOn(.completed)
            sink.forwardOn(.next(1))
            #expect(log.lines == ["completed", "next(1)"])
        }

        @Test("Disposing a sink disposes its cancel: the whole subscription ends")
        func disposeCancels() {
            let log = Log()
            let cancel = SinkDisposer()
            cancel.setSinkAndSubscription(sink: NoResource(), subscription: SpyDisposable("subscription", log: log))
            let sink = PassThroughSink(observer: AnyObserver { _ in }, cancel: cancel)
            sink.dispose()
            #expect(cancel.isDisposed)
            #expect(log.lines == ["dispose subscription"])
        }
    }

    @Suite("Trace names and the live-object count")
    struct TraceTests {
        @Test("Every object of a subscription is released once it ends")
        func liveObjectsReturnToZero() {
            let before = Resources.total
            do {
                let source = Observable<Int>.create { observer in
                    observer.onNext(1)
                    return NoResource()
                }
                let subscription = source.subscribe(onNext: { _ in })
                // The observable, its sink, the observer, the disposer and subscribe's two helpers.
                #expect(Resources.total - before == 6)
                subscription.dispose()
            }
            #expect(Resources.total == before)
        }

        @Test("Dropping the disposable does not end a subscription: sink and disposer hold each other")
        func droppedDisposableKeepsSubscriptionAlive() {
            let before = Resources.total
            var kept: AnyObserver<Int>?
            var subscription: Disposable? = Observable<Int>.create { observer in
                kept = observer
                return NoResource()
            }.subscribe { _ in }
            subscription = nil
            // The sink, its SinkDisposer and the observer remain (the observable itself is gone).
            #expect(Resources.total - before == 3)
            kept?.onCompleted()
            kept = nil
            #expect(Resources.total == before)
            _ = subscription
        }

        @Test("Names are the type and a number in order of first appearance, without generic arguments")
        func names() {
            Trace.isEnabled = true
            defer {
                Trace.isEnabled = false
                Trace.reset()
            }
            Trace.reset()
            let first = SinkDisposer()
            let second = SinkDisposer()
            let observer = AnonymousObserver<Int> { _ in }
            #expect(Trace.name(of: second) == "SinkDisposer#1")
            #expect(Trace.name(of: first) == "SinkDisposer#2")
            #expect(Trace.name(of: second) == "SinkDisposer#1")
            #expect(Trace.name(of: observer) == "AnonymousObserver#1")
            #expect(Trace.name(of: 42) == "Int")
        }

        @Test("A new object never inherits the name of a released one, even at the same address")
        func namesAreNotReused() {
            Trace.isEnabled = true
            defer {
                Trace.isEnabled = false
                Trace.reset()
            }
            Trace.reset()
            var names: [String] = []
            for _ in 0..<50 {
                // Each disposer is released before the next is made, so addresses get reused.
                names.append(Trace.name(of: SinkDisposer()))
            }
            #expect(names == (1...50).map { "SinkDisposer#\($0)" })
        }
    }
}
