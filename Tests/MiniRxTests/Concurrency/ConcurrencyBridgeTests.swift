// The bridges between MiniRx and Swift concurrency: observables as async sequences (`values`),
// a trait's answer awaited (`value`), async work as a Single, an async sequence as an
// observable. Swift tasks run when the runtime chooses, so these tests check what does not
// depend on that: what arrives, in what order, what is disposed, and that nothing is left.
import Foundation
import MiniRx
import MiniRxBlocking
import Testing

private struct BridgeTestError: Error, CustomStringConvertible {
    var description: String { "bridge failed" }
}

/// Lines written from whichever thread a bridge delivers on.
private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ line: String) {
        lock.lock()
        storage.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Waits, without blocking a thread, until every task a bridge started has finished.
private func bridgeTasksFinished() async {
    while TaskBridge.runningTasks > 0 { await Task.yield() }
}

/// Runs `body`, waits for the bridges' tasks to finish, then checks that every MiniRx object
/// made meanwhile is gone.
private func expectNoLeak(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async rethrows {
    let before = Resources.total
    try await body()
    await bridgeTasksFinished()
    #expect(Resources.total == before, "left \(Resources.total - before) objects alive",
            sourceLocation: sourceLocation)
}

/// Suspends until the surrounding task is cancelled, then throws `CancellationError`.
private func untilCancelled() async throws -> Int {
    let (stream, _) = AsyncStream<Int>.makeStream()
    for await _ in stream {}
    throw CancellationError()
}

@MainActor
private final class AnswerModel {
    let answer = Single.just(1)

    func load() async throws -> Int {
        try await answer.value
    }
}

@Suite("Concurrency bridges", .serialized)
struct ConcurrencyBridgeTests {
    // MARK: values

    @Test("values subscribes at once, buffers, and ends the loop when the sequence completes")
    func valuesCompletes() async throws {
        try await expectNoLeak { () async throws in
            let lines = Lines()
            let stream = Observable.of(1, 2, 3)
                .do(onSubscribed: { lines.append("subscribed") })
                .values
            // Everything was sent into the stream's buffer before the loop asked for anything.
            lines.append("looping")
            for try await element in stream { lines.append("\(element)") }
            #expect(lines.all == ["subscribed", "looping", "1", "2", "3"])
        }
    }

    @Test("values throws the sequence's error after the elements before it")
    func valuesThrows() async {
        var received: [Int] = []
        do {
            for try await element in Observable.of(1, 2).concat(Observable.error(BridgeTestError())).values {
                received.append(element)
            }
            Issue.record("the loop ended without the error")
        } catch {
            #expect("\(error)" == "bridge failed")
        }
        #expect(received == [1, 2])
    }

    @Test("Cancelling the task that loops over values disposes the subscription")
    func valuesCancelled() async {
        let lines = Lines()
        let task = Task {
            for try await _ in Observable<Int>.never().do(onDispose: { lines.append("disposed") }).values {}
        }
        task.cancel()
        _ = await task.result
        #expect(lines.all == ["disposed"])
    }

    @Test("Infallible.values cannot throw and ends when the sequence completes")
    func infallibleValues() async {
        var received: [String] = []
        for await element in Infallible.from(["a", "b"]).values { received.append(element) }
        #expect(received == ["a", "b"])
    }

    @MainActor
    @Test("A Driver's values, on the main actor, cannot throw")
    func driverValues() async {
        var received: [Int] = []
        for await element in Observable.of(1, 2, 3).asDriver(onErrorJustReturn: -1).values {
            received.append(element)
        }
        #expect(received == [1, 2, 3])
    }

    // MARK: value

    @Test("Single.value is the element or the thrown error; Maybe's is nil when empty")
    func traitValues() async throws {
        try await expectNoLeak { () async throws in
            #expect(try await Single.just(42).value == 42)
            await #expect(throws: BridgeTestError.self) {
                try await Single<Int>.error(BridgeTestError()).value
            }
            #expect(try await Maybe.just("m").value == "m")
            #expect(try await Maybe<String>.empty().value == nil)
            try await Completable.empty().value
            await #expect(throws: BridgeTestError.self) {
                try await Completable.error(BridgeTestError()).value
            }
        }
    }

    @Test("value answers from the main loop once something turns it")
    func valueFromMainLoop() async throws {
        // The Single answers one virtual second later: toBlocking turns the loop for it.
        let later = Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance).map { $0 + 5 }
        #expect(try later.toBlocking().single() == 5)
    }

    @MainActor
    @Test("value runs on the awaiting caller's actor, so an actor's own Single can be awaited")
    func valueStaysOnCallersActor() async throws {
        // `value` is `nonisolated(nonsending)`: it subscribes on the caller's actor. Were it a
        // plain nonisolated getter, awaiting a main-actor-isolated Single would send it off the
        // actor, and this would not compile in Swift 6 mode.
        let model = AnswerModel()
        #expect(try await model.load() == 1)
    }

    @Test("Cancelling the awaiting task disposes the subscription and throws CancellationError")
    func valueCancelled() async {
        await expectNoLeak {
            let lines = Lines()
            let task = Task {
                try await Single<Int>.never().do(onDispose: { lines.append("disposed") }).value
            }
            task.cancel()
            let result = await task.result
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(lines.all == ["disposed"])
        }
    }

    // MARK: Single.create from async work

    @Test("Single.create(work:) succeeds or fails with the work's result")
    func singleFromAsyncWork() async throws {
        try await expectNoLeak { () async throws in
            #expect(try await Single.create { 6 * 7 }.value == 42)
            await #expect(throws: BridgeTestError.self) {
                try await Single<Int>.create { throw BridgeTestError() }.value
            }
            // toBlocking waits for the task: nothing is on the main loop, but a task is running.
            #expect(try Single.create(detached: true) { "done" }.toBlocking().first() == "done")
        }
    }

    @Test("Work in a task may await MiniRx in turn: value and values subscribe under the lock")
    func awaitingInsideATask() async throws {
        try await expectNoLeak { () async throws in
            let doubled = Single.create { try await Single.just(21).value * 2 }
            #expect(try doubled.toBlocking().first() == 42)
            let summed = Single.create {
                var sum = 0
                for try await element in Observable.of(1, 2, 3).values { sum += element }
                return sum
            }
            #expect(try summed.toBlocking().single() == 6)
            // An observer that toBlocking drives may read `values` itself: the lock is reentrant.
            let nested = Observable.of(1, 2).do(onNext: { _ in _ = Observable.just(0).values })
            #expect(try nested.toBlocking().toArray() == [1, 2])
        }
    }

    @Test("To toBlocking(), a task is slower than any virtual time: a timeout on the main loop wins")
    func virtualTimeoutBeatsTask() async throws {
        try await expectNoLeak { () async throws in
            let answer = Single.create { "late" }
                .timeout(.seconds(5), scheduler: MainScheduler.instance)
            #expect { try answer.toBlocking().first() } throws: {
                "\($0)" == "\(RxError.timeout)"
            }
        }
    }

    // The task that delivers an answer goes on disposing the subscription the answer ended. Were
    // the awaiting code resumed at once, it would run on its own thread meanwhile: the count read
    // after the await would sometimes be too high. Measured before the fix: about 1 in 100 awaits
    // of `value` and 1 in 300 loops over `values`, so these runs fail almost surely.
    @Test("Awaiting code resumes only after the task that answered it has left MiniRx")
    func resumedAfterDelivery() async throws {
        let before = Resources.total
        var countsOff = 0
        for number in 0..<3000 {
            _ = try await Single.create { number }.value
            if Resources.total != before { countsOff += 1 }
            for try await _ in (Single.create { number }).asObservable().values {}
            if Resources.total != before { countsOff += 1 }
        }
        #expect(countsOff == 0, "\(countsOff) of 6000 awaits resumed while their task was still in MiniRx")
        await bridgeTasksFinished()
        #expect(Resources.total == before)
    }

    @Test("Disposing a Single made from async work cancels the work and delivers nothing")
    func singleFromAsyncWorkDisposed() async {
        await expectNoLeak {
            let (ended, endedContinuation) = AsyncStream<Void>.makeStream()
            let lines = Lines()
            let subscription = Single<Int>.create {
                defer { endedContinuation.finish() }
                return try await untilCancelled()
            }.subscribe { lines.append("\($0)") }
            subscription.dispose()
            // The work saw the cancellation and ended; its failure reached no one.
            for await _ in ended {}
            await bridgeTasksFinished()
            #expect(lines.all.isEmpty)
        }
    }

    // MARK: AsyncSequence.asObservable()

    @Test("asObservable() sends the async sequence's elements, then completed or its error")
    func asyncSequenceAsObservable() async throws {
        try await expectNoLeak { try asyncSequenceEvents() }
    }

    private func asyncSequenceEvents() throws {
        let numbers = AsyncStream<Int> { continuation in
            for number in 1...3 { continuation.yield(number) }
            continuation.finish()
        }
        #expect(try numbers.asObservable().toBlocking().toArray() == [1, 2, 3])
        let failing = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: BridgeTestError())
        }
        guard case .failed(let elements, let error) = failing.asObservable().toBlocking().materialize()
        else { Issue.record("asObservable did not fail"); return }
        #expect(elements == [1])
        #expect("\(error)" == "bridge failed")
    }

    @Test("first() of an endless async sequence stops it: disposing cancels the iteration")
    func asyncSequenceCancelled() async throws {
        try await expectNoLeak { () async throws in
            let (cancelled, cancelledContinuation) = AsyncStream<Void>.makeStream()
            let ones = AsyncStream<Int>(unfolding: { 1 }, onCancel: { cancelledContinuation.finish() })
            #expect(try ones.asObservable().toBlocking().first() == 1)
            for await _ in cancelled {}
        }
    }
}
