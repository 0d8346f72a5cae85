// Chapter 15: Rx and async/await. The bridges between MiniRx's sequences and Swift concurrency,
// and what they do to a course that runs on one thread: awaiting an Rx sequence (`values`, a
// Single's `value`) stays on the program's thread and prints the same every run; async work
// turned into a Single (`Single.create { await … }`) runs in a Swift task, on a thread of the
// concurrency runtime's pool, at a time the runtime chooses. The program prints only what does
// not depend on that choice, and says what does.
import Foundation
import MiniRx
import MiniRxBlocking

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch15\n".utf8))
    exit(2)
}

/// The main loop's virtual clock, for log lines: `t=2s`.
func clock() -> String {
    "t=\(Int(MainScheduler.instance.elapsed))s"
}

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// Section 1: `values` subscribes when it is read; the loop reads what was buffered.
@MainActor func valuesSubscribeInTheGetter() async {
    print("-- 1. values: subscribed at once, in the getter; the loop reads a buffer")
    do {
        let numbers = Observable.of(1, 2, 3)
            .do(onNext: { print("  Rx sends \($0)") }, onCompleted: { print("  Rx completes") })
        let stream = numbers.values
        print("  the loop starts")
        for try await number in stream {
            print("  the loop gets \(number)")
        }
        print("  the loop is over")
    } catch {
        print("  never printed: \(error)")
    }
}

/// Section 2: an error ends the loop by throwing.
@MainActor func anErrorEndsTheLoop() async {
    print("-- 2. An error ends the loop by throwing, after the elements before it")
    do {
        let results = Observable.of("rx", "rxswift").concat(Observable.error(Offline()))
        for try await result in results.values {
            print("  the loop gets \(result)")
        }
        print("  never printed")
    } catch {
        print("  the loop throws: \(error)")
    }
}

/// Section 3: the program turns the main loop; the awaiting loop only reads the buffer.
@MainActor func virtualTimeWhileAwaiting() async {
    print("-- 3. Virtual time moves only when the program turns the main loop, never while it awaits")
    do {
        let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            .take(3)
            .do(onNext: { print("  \(clock()) tick \($0) goes into the buffer") })
        let stream = ticks.values
        print("  \(clock()) subscribed; the program turns the main loop for 3 seconds")
        MainScheduler.instance.advance(by: .seconds(3))
        for try await tick in stream {
            print("  \(clock()) the loop gets tick \(tick)")
        }
    } catch {
        print("  never printed: \(error)")
    }
}

/// Section 4: a Single's `value`.
@MainActor func awaitASingle() async {
    print("-- 4. A Single's value: subscribe, wait for the one answer")
    do {
        let answer = Single.just(42)
            .do(onSuccess: { print("  Single answers \($0)") }, onDispose: { print("  subscription disposed") })
        print("  awaiting")
        let value = try await answer.value
        print("  the await returns \(value)")
        do {
            _ = try await Single<Int>.error(Offline()).value
        } catch {
            print("  a failing Single's value throws: \(error)")
        }
    } catch {
        print("  never printed: \(error)")
    }
}

/// How many queries section 5's task has handled: state of the main actor, which both the
/// program and the task run on.
var queriesHandled = 0

/// Section 5: a task on the main actor, cancelled while it loops.
@MainActor func cancelTheAwaitingTask() async {
    print("-- 5. Cancelling the awaiting task disposes the subscription")
    let searches = PublishSubject<String>()
    // A task on the main actor, as this program is: it runs only while the program awaits.
    let searching = Task { @MainActor () -> String in
        do {
            for try await query in searches.do(onDispose: { print("  subscription disposed") }).values {
                print("  the task gets \(query)")
                queriesHandled += 1
            }
            return "the loop ended"
        } catch {
            return "the loop threw \(error)"
        }
    }
    print("  task made; the program waits until it has subscribed")
    while !searches.hasObservers { await Task.yield() }
    print("  the program sends rx, and waits until the task has it")
    searches.onNext("rx")
    while queriesHandled == 0 { await Task.yield() }
    print("  cancelling the task")
    searching.cancel()
    print("  task result: \(await searching.value)")
}

/// Section 6: async work as a Single: a task on the runtime's threads.
@MainActor func whereThreadsEnter() async {
    print("-- 6. Where threads enter: async work as a Single runs in a task on the runtime's threads")
    do {
        let work = Single<String>.create { () async -> String in "computed" }
            .do(
                onSuccess: { print("  the task hands MiniRx the answer \($0)") },
                onDispose: { print("  the subscription is disposed, still in the task") })
        print("  awaiting")
        let answer = try await work.value
        print("  the await returns \(answer), once the task has left MiniRx")
        print("  (which thread ran the task, and when, is the runtime's choice: not printed)")
    } catch {
        print("  never printed: \(error)")
    }
}

/// Section 7: `toBlocking()` turns the main loop first, then waits for tasks.
@MainActor func toBlockingAndRealTime() async {
    print("-- 7. toBlocking: the main loop first, then the tasks; a virtual clock cannot time real work")
    do {
        let start = MainScheduler.instance.elapsed
        let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(3)
            .map { "tick \($0)" }
        let answer = Single<String>.create { () async -> String in "the task answers" }.asObservable()
        let both = try Observable.merge(ticks, answer).toBlocking().toArray()
        print("  \(both)")
        print("  the loop moved \(Int(MainScheduler.instance.elapsed - start)) virtual seconds")

        let slowWork = Single<String>.create { () async -> String in "done" }
            .timeout(.seconds(5), scheduler: MainScheduler.instance)
        print("  the same work with a 5 second timeout, awaited: nothing turns the loop")
        print("  value: \(try await slowWork.value)")
        print("  and under toBlocking, which turns the loop before it waits for a task:")
        do {
            _ = try slowWork.toBlocking().first()
        } catch {
            print("  toBlocking throws: \(error)")
        }
    } catch {
        print("  never printed: \(error)")
    }
}

// The sections, in order. Each is a function rather than top-level code: Swift 6.3 leaks a
// string when top-level async code catches an error, which `make test-asan` reports.
await valuesSubscribeInTheGetter()
await anErrorEndsTheLoop()
await virtualTimeWhileAwaiting()
await awaitASingle()
await cancelTheAwaitingTask()
await whereThreadsEnter()
await toBlockingAndRealTime()
print("live MiniRx objects: \(Resources.total)")
