// Exercise 10.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import Foundation
import MiniRx
import MiniRxTest

/// Runs `apply` on a fresh hot source drawn by `marbles` (one character = one tick = 1s),
/// subscribed at 0, and prints the label, then what came out as a marble line under the
/// source's.
func draw(_ label: String, _ marbles: String, _ apply: (TestScheduler, Observable<String>) -> Observable<String>) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(marbles: marbles, scale: 1)
    let result = apply(scheduler, source.asObservable())
    let events = scheduler.start(created: 0, subscribed: 0, disposed: 100) { result }.events
    // `render()` puts a ruler above the `events` line and the scale (and errors) below it.
    let diagram = MarbleDiagram(events: events, scale: 1, origin: 0).render()
    let line = diagram.split(separator: "\n").first { $0.hasPrefix("events") } ?? ""
    let marblesOut = line.dropFirst("events".count).trimmingCharacters(in: .whitespaces)
    print(label)
    print("  " + marblesOut)
}

let source = "-1-2-3-------4-5----6-|"
draw("source", source) { _, xs in xs }
draw("debounce(3s)", source) { s, xs in xs.debounce(.seconds(3), scheduler: s) }
draw("throttle(3s)", source) { s, xs in xs.throttle(.seconds(3), scheduler: s) }
draw("throttle(3s, latest: false)", source) { s, xs in xs.throttle(.seconds(3), latest: false, scheduler: s) }
draw("throttle(3s).debounce(3s)", source) { s, xs in
    xs.throttle(.seconds(3), scheduler: s).debounce(.seconds(3), scheduler: s)
}
draw("delay(2s).take(for: 10s)", source) { s, xs in
    xs.delay(.seconds(2), scheduler: s).take(for: .seconds(10), scheduler: s)
}

print("-- two elements in the same tick, then a window of 10")
do {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(300)])
    let observer = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
    print("throttle(10s): \(observer.events.map { "\($0)" }.joined(separator: ", "))")
}
print("live MiniRx objects: \(Resources.total)")
