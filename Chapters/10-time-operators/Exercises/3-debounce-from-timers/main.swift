// Exercise 10.3: the check program. Don't edit it: edit DebounceFromTimers.swift. Its output
// must be exactly expected.txt.
import Foundation
import MiniRx
import MiniRxTest

/// Runs `apply` on a fresh hot source drawn by `marbles` (one character = one tick = 1s),
/// subscribed at 0, and prints the label, what came out as a marble line, and the source's
/// subscription log.
func draw(_ label: String, _ marbles: String, _ apply: (TestScheduler, Observable<String>) -> Observable<String>) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(marbles: marbles, scale: 1)
    let result = apply(scheduler, source.asObservable())
    let events = scheduler.start(created: 0, subscribed: 0, disposed: 100) { result }.events
    // `render()` puts a ruler above the `events` line and the scale (and errors) below it.
    let diagram = MarbleDiagram(events: events, scale: 1, origin: 0).render()
    let line = diagram.split(separator: "\n").first { $0.hasPrefix("events") } ?? ""
    let marblesOut = line.dropFirst("events".count).trimmingCharacters(in: .whitespaces)
    let log = source.subscriptions.map { "\($0)" }.joined(separator: ", ")
    func column(_ text: String) -> String {
        text.padding(toLength: 26, withPad: " ", startingAt: 0)
    }
    print(column(label) + column(marblesOut) + log)
}

for source in ["-12--3------45-6------|", "-12--3------45-6-|"] {
    print("-- source \(source)")
    draw("debounce(3s)", source) { s, xs in xs.debounce(.seconds(3), scheduler: s) }
    draw("debounceWithTimers(3s)", source) { s, xs in xs.debounceWithTimers(.seconds(3), scheduler: s) }
}
print("-- an error goes at once")
draw("debounceWithTimers(3s)", "-1-2-#") { s, xs in xs.debounceWithTimers(.seconds(3), scheduler: s) }
print("live MiniRx objects: \(Resources.total)")
