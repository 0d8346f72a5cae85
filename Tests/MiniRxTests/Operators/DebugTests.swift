import MiniRx
import Testing

// `debug` prints to standard output, so each test runs its program in a child process (an exit
// test) and reads back what it printed.
@Suite("debug", .serialized)
struct DebugTests {
    @Test("Logs subscribed, each event, then isDisposed after the subscriber has seen the end")
    func logsALifetime() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = Observable.of(1, 2).debug("numbers").subscribe(
                onNext: { print("got \($0)") },
                onDisposed: { print("onDisposed") })
        }
        #expect(printedLines(of: result) == [
            "numbers -> subscribed",
            "numbers -> Event next(1)",
            "got 1",
            "numbers -> Event next(2)",
            "got 2",
            "numbers -> Event completed",
            "onDisposed",
            "numbers -> isDisposed",
        ])
    }

    @Test("Disposing from outside logs isDisposed once, before the source is let go")
    func logsADisposeOnce() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let subject = PublishSubject<String>()
            let subscription = subject
                .do(onDispose: { print("source disposed") })
                .debug("subject")
                .subscribe()
            subject.onNext("a")
            subscription.dispose()
            subscription.dispose()
            subject.onNext("b")
        }
        #expect(printedLines(of: result) == [
            "subject -> subscribed",
            "subject -> Event next(a)",
            "subject -> isDisposed",
            "source disposed",
        ])
    }

    @Test("An error is logged, passed on, and ends the subscription")
    func logsAnError() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = Observable<Int>.error(RxError.noElements).debug("failing").subscribe(
                onError: { print("onError \($0)") })
        }
        #expect(printedLines(of: result) == [
            "failing -> subscribed",
            "failing -> Event error(Sequence doesn't contain any elements.)",
            "onError Sequence doesn't contain any elements.",
            "failing -> isDisposed",
        ])
    }

    @Test("trimOutput keeps an event's first and last 20 characters; without it, all of them")
    func trimsLongEvents() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let long = String(repeating: "x", count: 50)
            _ = Observable.just(long).debug("trimmed", trimOutput: true).subscribe()
            _ = Observable.just(long).debug("whole").subscribe()
            _ = Observable.just("short").debug("short", trimOutput: true).subscribe()
        }
        let lines = printedLines(of: result)
        let x = { (count: Int) in String(repeating: "x", count: count) }
        // "next(" + 50 x + ")" is 56 characters: 20 from the front, "...", 20 from the back.
        #expect(lines.contains("trimmed -> Event next(\(x(15))...\(x(19)))"))
        #expect(lines.contains("whole -> Event next(\(x(50)))"))
        #expect(lines.contains("short -> Event next(short)"))
    }

    @Test("Without an identifier, a line names the caller's file, line and function")
    func defaultIdentifier() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let (source, line) = debuggedWithoutIdentifier()
            _ = source.subscribe()
            print("called on line \(line)")
        }
        let lines = printedLines(of: result)
        let line = lines.last { $0.hasPrefix("called on line ") }?.dropFirst("called on line ".count)
        #expect(line != nil)
        #expect(lines.first == "DebugTests.swift:\(line ?? "?") (debuggedWithoutIdentifier()) -> subscribed")
    }

    @Test("Traits keep their type and log the events of the observable inside")
    func traits() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let single: Single<Int> = Single.just(7).debug("single")
            _ = single.subscribe(onSuccess: { print("success \($0)") })
            let completable: Completable = Completable.empty().debug("completable")
            _ = completable.subscribe()
            let infallible: Infallible<Int> = Infallible.just(8).debug("infallible")
            _ = infallible.subscribe()
        }
        #expect(printedLines(of: result) == [
            "single -> subscribed",
            "single -> Event next(7)",
            "success 7",
            "single -> Event completed",
            "single -> isDisposed",
            "completable -> subscribed",
            "completable -> Event completed",
            "completable -> isDisposed",
            "infallible -> subscribed",
            "infallible -> Event next(8)",
            "infallible -> Event completed",
            "infallible -> isDisposed",
        ])
    }
}

/// Calls `debug()` from a named function (an exit test's body has a compiler-made name), and
/// says on which line.
private func debuggedWithoutIdentifier() -> (Observable<Int>, UInt) {
    (Observable.just(1).debug(), #line)
}
