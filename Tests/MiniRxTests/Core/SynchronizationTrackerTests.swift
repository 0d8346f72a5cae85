import Foundation
@testable import MiniRx
import MiniRxBlocking
import Testing

/// MiniRx is single-threaded: threads may take turns, but two inside it at once stop the program
/// (in a debug build, which tests are) with a message naming the object, the call and both
/// threads. Each case runs in a child process, so a stop ends the child, not the test runner.
@Suite("SynchronizationTracker")
struct SynchronizationTrackerTests {
    @Test("A second thread sending while the first is inside stops the program, naming both")
    func overlappingSendsStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            overlappingSends(first: "A", second: "B")
        }
        let standardError = text(result?.standardErrorContent)
        #expect(
            standardError.contains(
                """
                Synchronization anomaly: thread "B" called PublishSubject.on(_:) while thread "A" was \
                still inside MiniRx (it entered through PublishSubject.on(_:)). \(SynchronizationTracker.rule)
                """))
    }

    @Test("Disposing on one thread while another delivers (RxSwift's stress tests) stops at the disposer")
    func disposingWhileDeliveringStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            nonisolated(unsafe) var send: AnyObserver<Int>?
            nonisolated(unsafe) var subscription: Disposable?
            subscription = Observable<Int>.create { observer in
                send = observer
                return Disposables.create()
            }.subscribe(onNext: { _ in
                // Thread "A" is delivering; thread "B" cancels, as a Task's cancellation would.
                onThread("B") { subscription?.dispose() }
            })
            onThread("A") { send?.onNext(1) }
        }
        let standardError = text(result?.standardErrorContent)
        #expect(
            standardError.contains(
                """
                Synchronization anomaly: thread "B" called SinkDisposer.dispose() while thread "A" was \
                still inside MiniRx (it entered through AnonymousObservableSink.on(_:)).
                """))
    }

    @Test("Threads with the same name are told apart by their ids")
    func sameNamesShowIds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            overlappingSends(first: "worker", second: "worker")
        }
        let pattern = /thread "worker" \(0x[0-9a-f]+\) called PublishSubject.on\(_:\) while thread "worker" \(0x[0-9a-f]+\) was still inside MiniRx/
        let standardError = text(result?.standardErrorContent)
        #expect(standardError.contains(pattern))
    }

    @Test("Threads taking turns are fine: subscribe on one, send on others, dispose on another")
    func threadsTakingTurns() async {
        await #expect(processExitsWith: .success) {
            nonisolated(unsafe) let subject = PublishSubject<Int>()
            nonisolated(unsafe) var received: [String] = []
            nonisolated(unsafe) var subscription: Disposable?
            onThread("A") {
                subscription = subject.map { $0 * 10 }.subscribe(
                    onNext: { received.append("\($0)") }, onDisposed: { received.append("disposed") })
            }
            onThread("B") { subject.onNext(1) }
            subject.onNext(2)
            onThread("C") { subscription?.dispose() }
            precondition(received == ["10", "20", "disposed"], "received \(received)")
        }
    }

    @Test("toBlocking() in an observer steps out while a Swift task's thread delivers in its place")
    func blockingInsideAnObserverLetsTheTaskIn() async {
        await #expect(processExitsWith: .success) {
            let subject = PublishSubject<Int>()
            var answers: [Int] = []
            _ = subject.subscribe(onNext: { value in
                answers.append(try! Single<Int>.create { value * 10 }.toBlocking().first()!)
            })
            subject.onNext(1)
            subject.onNext(2)
            precondition(answers == [10, 20], "answers \(answers)")
        }
    }
}

/// Thread `first` sends 1 to a subject; its observer, still inside `on(next(1))`, has thread
/// `second` send 2 to the same subject.
private func overlappingSends(first: String, second: String) {
    nonisolated(unsafe) let subject = PublishSubject<Int>()
    _ = subject.subscribe(onNext: { value in
        if value == 1 { onThread(second) { subject.onNext(2) } }
    })
    onThread(first) { subject.onNext(1) }
}

/// Runs `body` on a new thread named `name`, and waits until it returns.
private func onThread(_ name: String, _ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        nameCurrentThread(name)
        body()
        finished.signal()
    }
    thread.start()
    finished.wait()
}

/// Gives the current thread the name the system (and so the tracker's message) shows. Foundation's
/// `Thread.name` does not always reach the system on Linux, so this calls pthread directly.
private func nameCurrentThread(_ name: String) {
    #if canImport(Darwin)
    pthread_setname_np(name)
    #else
    // Glibc's Swift module leaves out this GNU extension; it is looked up in the C library.
    typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
    if let symbol = dlsym(nil, "pthread_setname_np") {
        _ = unsafeBitCast(symbol, to: SetName.self)(pthread_self(), name)
    }
    #endif
}

private func text(_ bytes: [UInt8]?) -> String {
    String(decoding: bytes ?? [], as: UTF8.self)
}
