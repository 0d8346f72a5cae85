// Exercise 15.2: the check program. Don't edit it: edit Observable+AsyncValues.swift. Its output
// must be exactly expected.txt.
//
// Everything here runs on the main actor: the program, and the tasks it starts to loop in. A
// task on the main actor runs only while the program awaits, so every line comes in the same
// order on every run.
import MiniRx

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// `source`, saying when it is subscribed and when its subscription ends.
@MainActor func watched<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.do(onSubscribe: { print("  subscribed") }, onDispose: { print("  disposed") })
}

/// A loop over a stream, run in a task: whether it has started, and how it ended.
@MainActor final class Loop {
    var hasStarted = false
    var received = 0
    var ending: String?
}

/// Starts a task, on the main actor, that loops over `stream`, printing each element and
/// handing it to `body`. The task runs only once the program awaits.
@MainActor func startLoop<Element: Sendable>(
    over stream: AsyncThrowingStream<Element, Error>, body: @escaping (Element) -> Void = { _ in }
) -> (Task<Void, Never>, Loop) {
    let loop = Loop()
    let task = Task { @MainActor in
        loop.hasStarted = true
        do {
            for try await element in stream {
                print("  the loop gets \(element)")
                loop.received += 1
                body(element)
            }
            loop.ending = "the loop ends"
        } catch {
            loop.ending = "the loop throws \(error)"
        }
    }
    return (task, loop)
}

/// Lets the program's tasks run until `done()`; gives up after many turns, rather than wait
/// forever for a loop that nothing will end.
@MainActor func letTasksRun(until done: () -> Bool) async {
    for _ in 0..<1_000 where !done() {
        await Task.yield()
    }
}

/// Lets `loop` run to its end, and says how it ended.
@MainActor func finish(_ loop: Loop) async {
    await letTasksRun(until: { loop.ending != nil })
    print("  \(loop.ending ?? "the loop has not ended: nothing ended the stream")")
}

print("-- 1. Subscribed at once, in the getter; the elements wait in the buffer; completed ends the loop")
do {
    let stream = watched(Observable.of(1, 2, 3)).asyncValues
    print("  the program has the stream; the loop starts")
    let (_, loop) = startLoop(over: stream)
    await finish(loop)
}

print("-- 2. An error mid-stream: the loop gets the elements before it, then throws it")
do {
    let stream = watched(Observable.of(1, 2).concat(Observable.error(Offline()))).asyncValues
    let (_, loop) = startLoop(over: stream)
    await finish(loop)
}

print("-- 3. Elements that come later, from the main loop: the loop waits for them")
do {
    let ticks = watched(Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(2))
    let (_, loop) = startLoop(over: ticks.asyncValues)
    await letTasksRun(until: { loop.hasStarted })
    print("  the loop waits; the program turns the main loop for 1 second")
    MainScheduler.instance.advance(by: .seconds(1))
    await letTasksRun(until: { loop.received == 1 })
    print("  the loop waits; the program turns the main loop for 1 more second")
    MainScheduler.instance.advance(by: .seconds(1))
    await finish(loop)
}

print("-- 4. The loop sends into its own source (reentrancy): the element joins the buffer")
do {
    let words = PublishSubject<String>()
    let (_, loop) = startLoop(over: watched(words.asObservable()).asyncValues) { word in
        if word == "ping" {
            print("  the loop sends pong")
            words.onNext("pong")
        } else {
            print("  the loop completes the source")
            words.onCompleted()
        }
    }
    await letTasksRun(until: { loop.hasStarted })
    print("  the program sends ping")
    words.onNext("ping")
    await finish(loop)
}

print("-- 5. Cancelled while it waits: the subscription is disposed, the loop throws CancellationError")
do {
    let never = PublishSubject<Int>()
    let (task, loop) = startLoop(over: watched(never.asObservable()).asyncValues)
    await letTasksRun(until: { loop.hasStarted })
    print("  cancelling the task")
    task.cancel()
    await finish(loop)
}

print("live MiniRx objects: \(Resources.total)")
