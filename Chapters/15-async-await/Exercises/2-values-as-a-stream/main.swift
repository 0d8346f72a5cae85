// Stage 15.2: the check program. Don't edit it: write `values` in
// Sources/MyRx/Observable+Concurrency.swift. Its output must be exactly expected.txt. Each rule
// of the README opens with `== rule: … ==`, each of its scenarios with `-- … --`, and each
// scenario ends with the number of your library's objects still alive, which must be 0.
//
// Everything here runs on the main actor: the program, and the tasks it starts to loop in. A
// task on the main actor runs only while the program awaits, so every line comes in the same
// order on every run.
import MyRx

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

func rule(_ text: String) {
    print("== rule: \(text) ==")
}

/// Runs one scenario; its objects are gone once `body` returns, so the count must be 0.
@MainActor func scenario(_ name: String, _ body: () async -> Void) async {
    print("-- \(name) --")
    await body()
    print("   live MyRx objects: \(Resources.total)")
}

/// `source`, saying when it is subscribed and when its subscription ends.
func watched<Element>(_ source: Observable<Element>) -> Observable<Element> {
    Observable.create { observer in
        print("  subscribed")
        let subscription = source.subscribe(observer)
        return Disposables.create {
            print("  disposed")
            subscription.dispose()
        }
    }
}

/// A source that sends `elements` and completes while it is being subscribed.
func eager(_ elements: [Int]) -> Observable<Int> {
    Observable.create { observer in
        for element in elements {
            print("  the source sends \(element)")
            observer.onNext(element)
        }
        print("  the source completes")
        observer.onCompleted()
        return Disposables.create()
    }
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

rule("completed ends the loop")
await scenario("elements that come while the loop waits, then completed") {
    let ticks = PublishSubject<Int>()
    let (_, loop) = startLoop(over: watched(ticks.asObservable()).values)
    await letTasksRun(until: { loop.hasStarted })
    print("  the program sends 1")
    ticks.onNext(1)
    await letTasksRun(until: { loop.received == 1 })
    print("  the program completes the source")
    ticks.onCompleted()
    await finish(loop)
}

rule("values subscribes at once, when the getter runs, not when the loop starts")
await scenario("a subject: what it sends before the loop starts reaches the loop") {
    let words = PublishSubject<String>()
    let stream = watched(words.asObservable()).values
    print("  the program has the stream and sends hello; the loop starts later")
    words.onNext("hello")
    words.onCompleted()
    let (_, loop) = startLoop(over: stream)
    await finish(loop)
}

rule("Each element waits in the stream's buffer until the loop takes it, however many come first")
await scenario("a source that sends 1, 2 and 3 and completes as it is subscribed") {
    let stream = watched(eager([1, 2, 3])).values
    print("  the loop starts")
    let (_, loop) = startLoop(over: stream)
    await finish(loop)
}
await scenario("a source that sends 1 to 5 and completes as it is subscribed: five wait") {
    let stream = watched(eager([1, 2, 3, 4, 5])).values
    print("  the loop starts")
    let (_, loop) = startLoop(over: stream)
    await finish(loop)
}
await scenario("the loop sends into its own source: the element waits its turn") {
    let words = PublishSubject<String>()
    let (_, loop) = startLoop(over: watched(words.asObservable()).values) { word in
        if word == "ping" {
            print("  the loop sends pong and pang")
            words.onNext("pong")
            words.onNext("pang")
        } else if word == "pang" {
            print("  the loop completes the source")
            words.onCompleted()
        }
    }
    await letTasksRun(until: { loop.hasStarted })
    print("  the program sends ping")
    words.onNext("ping")
    await finish(loop)
}

rule("An error ends the loop: the loop throws it, after the elements before it")
await scenario("a source that sends 1 and 2, then fails") {
    let prices = PublishSubject<Int>()
    let (_, loop) = startLoop(over: watched(prices.asObservable()).values)
    await letTasksRun(until: { loop.hasStarted })
    print("  the program sends 1 and 2, then fails the source")
    prices.onNext(1)
    prices.onNext(2)
    prices.onError(Offline())
    await finish(loop)
}

rule("Cancelling the looping task disposes the subscription")
await scenario("cancelled while it waits: the source has no observer left") {
    let never = PublishSubject<Int>()
    let (task, loop) = startLoop(over: watched(never.asObservable()).values)
    await letTasksRun(until: { loop.hasStarted })
    print("  cancelling the task")
    task.cancel()
    await letTasksRun(until: { loop.ending != nil })
    print("  the source has observers: \(never.hasObservers)")
}

rule("A cancelled loop throws CancellationError")
await scenario("cancelled after one element") {
    let ticks = PublishSubject<Int>()
    let (task, loop) = startLoop(over: watched(ticks.asObservable()).values)
    await letTasksRun(until: { loop.hasStarted })
    ticks.onNext(1)
    await letTasksRun(until: { loop.received == 1 })
    print("  cancelling the task")
    task.cancel()
    await finish(loop)
}
