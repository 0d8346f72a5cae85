// Chapter 10: Time operators as marble diagrams. Each operator runs on a fresh TestScheduler,
// whose clock moves only as the test runs it, and what it sends is drawn on a time line, one
// character per second: interval and timer, throttle / debounce / delay / sample, the operators
// that cut a sequence by time, hot and cold test sources with their subscription logs, and
// RxTest's canonical test.
import Foundation
import MiniRx
import MiniRxTest

if CommandLine.arguments.count > 1 && !printsEvents() {
    FileHandle.standardError.write(Data("usage: ch10 [--events]\n".utf8))
    exit(2)
}

/// A diagram's lines without its ruler and scale, one character per second from time 0: the
/// `events` line alone, or with `sub` lines when subscriptions are given.
func marbleLines(_ events: [Recorded<Event<Int>>], _ subscriptions: [Subscription] = []) -> [String] {
    let diagram = MarbleDiagram(events: events, subscriptions: subscriptions, scale: 1, origin: 0).render()
    return diagram.split(separator: "\n")
        .filter { $0.hasPrefix("events") || $0.hasPrefix("sub") }
        .map { line in
            let body = line.drop { $0 != " " }
            return body.trimmingCharacters(in: .whitespaces)
        }
}

/// Prints a label, then the events line; any subscription lines go below, under it.
func draw(_ label: String, _ events: [Recorded<Event<Int>>], _ subscriptions: [Subscription] = []) {
    guard !printsEvents() else { return print(DiagramData(label, events, subscriptions).json) }
    let lines = marbleLines(events, subscriptions)
    let labels = [label] + lines.dropFirst().map { _ in "  subscribed" }
    for (label, line) in zip(labels, lines) {
        print("  " + label.padding(toLength: 29, withPad: " ", startingAt: 0) + line)
    }
}

func ruler() {
    print("  " + "time".padding(toLength: 29, withPad: " ", startingAt: 0) + "0s        10s       20s       30s")
}

/// Subscribes to what `make` builds on a fresh TestScheduler at time 0, disposes at `disposed`,
/// and returns what came out.
func record(
    disposed: TestTime = 100, _ make: (TestScheduler) -> Observable<Int>
) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let result = make(scheduler)
    return scheduler.start(created: 0, subscribed: 0, disposed: disposed) { result }.events
}

let values: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6]

/// Runs `apply` on a fresh hot source drawn by `sourceMarbles` (one character per second).
func run(
    _ sourceMarbles: String, _ apply: (TestScheduler, Observable<Int>) -> Observable<Int>
) -> [Recorded<Event<Int>>] {
    record { scheduler in
        let source = scheduler.createHotObservable(marbles: sourceMarbles, values: values, scale: 1)
        return apply(scheduler, source.asObservable())
    }
}

// MARK: 1. interval and timer

print("-- 1. interval and timer (one character = 1s; disposed at 14s)")
do {
    ruler()
    draw("interval(3s)", record(disposed: 14) { s in Observable<Int>.interval(.seconds(3), scheduler: s) })
    draw("timer(2s)", record(disposed: 14) { s in Observable<Int>.timer(.seconds(2), scheduler: s) })
    draw("timer(2s, period: 4s)", record(disposed: 14) { s in
        Observable<Int>.timer(.seconds(2), period: .seconds(4), scheduler: s)
    })
}

// MARK: 2. throttle, debounce, delay, sample

let source = "-12--3---------45--6-----------|"

print("-- 2. throttle, debounce, delay and sample")
do {
    ruler()
    draw("source", run(source) { _, xs in xs })
    draw("throttle(5s)", run(source) { s, xs in xs.throttle(.seconds(5), scheduler: s) })
    draw("throttle(5s, latest: false)", run(source) { s, xs in
        xs.throttle(.seconds(5), latest: false, scheduler: s)
    })
    draw("debounce(2s)", run(source) { s, xs in xs.debounce(.seconds(2), scheduler: s) })
    draw("delay(3s)", run(source) { s, xs in xs.delay(.seconds(3), scheduler: s) })
    draw("sample(interval(4s))", run(source) { s, xs in
        xs.sample(Observable<Int>.interval(.seconds(4), scheduler: s))
    })
}

// MARK: 3. Cutting a sequence by time

print("-- 3. take(for:), skip and timeout (# = RxError.timeout)")
do {
    ruler()
    draw("source", run(source) { _, xs in xs })
    draw("take(for: 10s)", run(source) { s, xs in xs.take(for: .seconds(10), scheduler: s) })
    draw("skip(10s)", run(source) { s, xs in xs.skip(.seconds(10), scheduler: s) })
    draw("timeout(4s)", run(source) { s, xs in xs.timeout(.seconds(4), scheduler: s) })
}

// MARK: 4. Hot and cold test sources

print("-- 4. Subscribing 4s late: a hot source goes on without you, a cold one starts for you")
do {
    let marbles = "-1-2-3-4-|"
    ruler()
    for kind in ["hot", "cold"] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = kind == "hot"
            ? scheduler.createHotObservable(marbles: marbles, values: values, scale: 1)
            : scheduler.createColdObservable(marbles: marbles, values: values, scale: 1)
        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            xs.delaySubscription(.seconds(4), scheduler: scheduler)
        }
        draw("\(kind) \(marbles)", observer.events, xs.subscriptions)
        print("    recorded: \(observer.events.map { "\($0)" }.joined(separator: ", "))")
        print("    subscriptions: \(xs.subscriptions.map { "\($0)" }.joined(separator: ", "))")
    }
}

// MARK: 5. Testing a chain on a TestScheduler

print("-- 5. Testing map on a TestScheduler (RxTest's canonical test)")
do {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
        .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.map { $0 * 2 } }
    print("  created at 100, subscribed at 200, to be disposed at 1000")
    print("  recorded: \(res.events.map { "\($0)" }.joined(separator: ", "))")
    print("  subscriptions: \(xs.subscriptions.map { "\($0)" }.joined(separator: ", "))")
    let correctMessages: [Recorded<Event<Int>>] = [
        .next(210, 0 * 2), .next(220, 1 * 2), .next(230, 2 * 2), .next(240, 4 * 2), .completed(300),
    ]
    print("  events == expected: \(res.events == correctMessages)")
    print("  subscriptions == [Subscription(200, 300)]: \(xs.subscriptions == [Subscription(200, 300)])")
    print(MarbleDiagram(events: res.events, subscriptions: xs.subscriptions)
        .render().split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
}

print("live MiniRx objects: \(Resources.total)")

// MARK: --events

/// `ch10 --events`: every diagram line is printed as data instead, one JSON object with what
/// was recorded, from which the course's website draws the same diagrams as pictures.
func printsEvents() -> Bool { CommandLine.arguments.dropFirst().elementsEqual(["--events"]) }

/// One diagram line as data (`--events`): each event's time, kind and value, and each
/// subscription's start and end (nil while open).
struct DiagramData: Encodable {
    struct RecordedEvent: Encodable {
        let time: Int, kind: String, value: String?
    }
    struct Span: Encodable {
        let subscribed: Int, disposed: Int?
    }
    let label: String
    let events: [RecordedEvent]
    let subscriptions: [Span]

    init(_ label: String, _ events: [Recorded<Event<Int>>], _ subscriptions: [Subscription]) {
        self.label = label
        self.events = events.map { recorded in
            switch recorded.value {
            case .next(let element): RecordedEvent(time: recorded.time, kind: "next", value: "\(element)")
            case .error(let error): RecordedEvent(time: recorded.time, kind: "error", value: "\(error)")
            case .completed: RecordedEvent(time: recorded.time, kind: "completed", value: nil)
            }
        }
        self.subscriptions = subscriptions.map { subscription in
            Span(subscribed: subscription.subscribe,
                 disposed: subscription.unsubscribe == Int.max ? nil : subscription.unsubscribe)
        }
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
}
