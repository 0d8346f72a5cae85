import MiniRx
import MiniRxTest
import Testing

/// A random timeline: times on a grid, sometimes several events at once, values that are
/// sometimes one plain character and sometimes need the legend, errors with awkward texts,
/// subscriptions open or closed (or closed at once).
private func randomTimeline<Element>(
    _ random: inout SplitMix64, value: (inout SplitMix64) -> Element
) -> (events: [Recorded<Event<Element>>], subscriptions: [Subscription]) {
    let step = [1, 5, 10, 20, 50].randomElement(using: &random)!
    let start = Int.random(in: -3...60, using: &random) * step
    var time = start
    var events: [Recorded<Event<Element>>] = []
    for _ in 0..<Int.random(in: 0...12, using: &random) {
        if Bool.random(using: &random) || events.isEmpty {
            time += Int.random(in: 0...4, using: &random) * step
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: events.append(.completed(time))
        case 1: events.append(.error(time, MarbleError(randomText(&random))))
        default: events.append(.next(time, value(&random)))
        }
    }
    var subscriptions: [Subscription] = []
    for _ in 0..<Int.random(in: 0...3, using: &random) {
        let subscribe = start + Int.random(in: 0...20, using: &random) * step
        subscriptions.append(
            Bool.random(using: &random)
                ? Subscription(subscribe)
                : Subscription(subscribe, subscribe + Int.random(in: 0...20, using: &random) * step))
    }
    return (events, subscriptions)
}

/// Texts that test the legend: reserved characters, spaces at either end, escapes, newlines,
/// empty text, letters the legend would like to use, a combining mark first.
private func randomText(_ random: inout SplitMix64) -> String {
    let pieces = [
        "a", "b", "z", "-", "|", "#", "(", ")", "^", "!", " ", "\\", "\n", "\r\n", "=", " = ",
        "boom", "🐶", "é", "\u{301}", "\t", "42", "x",
    ]
    let count = Int.random(in: 0...4, using: &random)
    return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
}

@Suite("Marble diagrams", .serialized)
struct MarbleTests {
    @Test("parse(render(x)) == x on seeded random timelines of Ints")
    func roundTripInts() throws {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<500 {
            let timeline = randomTimeline(&random) { random in
                Bool.random(using: &random)
                    ? Int.random(in: 0...9, using: &random) : Int.random(in: -500...5000, using: &random)
            }
            let text = MarbleDiagram(events: timeline.events, subscriptions: timeline.subscriptions)
                .render()
            let parsed = try MarbleDiagram<Int>(parsing: text)
            #expect(parsed.events == timeline.events, "\(text)")
            #expect(parsed.subscriptions == timeline.subscriptions, "\(text)")
            #expect(parsed.render() == text)
        }
    }

    @Test("parse(render(x)) == x on seeded random timelines of Strings, legend and escapes included")
    func roundTripStrings() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let timeline = randomTimeline(&random) { randomText(&$0) }
            let text = MarbleDiagram(events: timeline.events, subscriptions: timeline.subscriptions)
                .render()
            let parsed = try MarbleDiagram<String>(parsing: text)
            #expect(parsed.events == timeline.events, "\(text)")
            #expect(parsed.subscriptions == timeline.subscriptions, "\(text)")
        }
    }

    @Test("A rendered diagram: ruler, one frame per group, legend, errors, scale")
    func rendering() {
        let diagram = MarbleDiagram<Int>(
            events: [
                .next(210, 1), .next(250, 42), .next(380, 3), .next(380, 4),
                .error(390, MarbleError("boom")),
            ],
            subscriptions: [Subscription(200, 390), Subscription(300)])
        #expect(diagram.scale == 10)
        #expect(diagram.origin == 200)
        #expect(
            diagram.render() == """
                time    200       300
                        |    .    |    .
                events  -1---a------------(34)#
                sub     ^------------------   !
                sub     ----------^--------   -
                legend  a = 42
                error   # = boom
                scale   1 frame = 10 ticks, first frame at 200
                """)
    }

    @Test("A recorded run, drawn: what start saw, and when the source was subscribed")
    func recordedRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-^-b-c-|")
        let observer = scheduler.start { xs.map { $0.uppercased() } }
        #expect(observer.events == [.next(220, "B"), .next(240, "C"), .completed(260)])
        #expect(
            MarbleDiagram(events: observer.events, subscriptions: xs.subscriptions).render() == """
                time    200
                        |
                events  -BC|
                sub     ^--!
                scale   1 frame = 20 ticks, first frame at 200
                """)
    }

    @Test("Hot lines: frame 0 is time 0, or `^` is 200; cold lines count from the subscription")
    func shortForms() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable(marbles: "--a-(bc)-|", values: ["a": 1, "b": 2, "c": 3])
        #expect(hot.recordedEvents == [.next(20, 1), .next(40, 2), .next(40, 3), .completed(60)])
        let anchored = scheduler.createHotObservable(marbles: "x-^ y #", error: MarbleError("e"))
        #expect(anchored.recordedEvents == [.next(180, "x"), .next(210, "y"), .error(220, MarbleError("e"))])
        let cold = scheduler.createColdObservable(marbles: "-a--|", values: ["a": true], scale: 5)
        #expect(cold.recordedEvents == [.next(5, true), .completed(20)])
        // A hot observable's events wait in the scheduler's queue, holding the observable,
        // which holds the scheduler (as in RxTest): run them so that cycle ends.
        scheduler.start()
        #expect(try Marbles.subscription("--^--!") == Subscription(20, 50))
        #expect(try Marbles.subscription("(^!)", origin: 300) == Subscription(300, 300))
        #expect(try Marbles.subscription("-^---", scale: 1) == Subscription(1))
    }

    @Test("A hand-written diagram: no ruler or scale line needed (10 ticks, from 0)")
    func handWritten() throws {
        let diagram = try MarbleDiagram<Int>(
            parsing: """
                events  -1-(23)-x-#
                sub     -^-----!
                legend  x = 100
                """)
        #expect(diagram.events == [
            .next(10, 1), .next(30, 2), .next(30, 3), .next(50, 100), .error(70, MarbleError("error")),
        ])
        #expect(diagram.subscriptions == [Subscription(10, 70)])
    }

    @Test("Events out of time order are drawn in time order; ties keep their order")
    func unsortedInput() {
        let diagram = MarbleDiagram<Int>(events: [.next(30, 3), .next(10, 1), .next(30, 4), .completed(20)])
        #expect(diagram.render().split(separator: "\n")[2] == "events  -1|(34)")
    }

    @Test("A parsed diagram drives a hot observable: what a test sees is what the diagram says")
    func diagramToObservable() throws {
        let source = try MarbleDiagram<Int>(
            parsing: """
                events  ---1--2--(34)--|
                scale   1 frame = 10 ticks, first frame at 180
                """)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source.events)
        let observer = scheduler.start { xs.map { $0 * 2 } }
        #expect(
            MarbleDiagram(events: observer.events, subscriptions: xs.subscriptions, scale: 10, origin: 180)
                .render() == """
                time    180          280
                        |    .       |
                events  ---2--4--(68)--|
                sub     --^-------   --!
                scale   1 frame = 10 ticks, first frame at 180
                """)
    }

    @Test("Mistakes are reported with what and where")
    func syntaxErrors() {
        func message(_ body: () throws -> Void) -> String {
            do {
                try body()
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message { _ = try Marbles.events("--(ab") } == #"marble syntax: `(` is never closed at column 3 in "--(ab""#)
        #expect(message { _ = try Marbles.events("(a-b)") } == #"marble syntax: `-` inside a group at column 3 in "(a-b)""#)
        #expect(message { _ = try Marbles.events("-a)") } == #"marble syntax: `)` without `(` at column 3 in "-a)""#)
        #expect(message { _ = try Marbles.events("(a(b))") } == #"marble syntax: groups cannot nest at column 3 in "(a(b))""#)
        #expect(message { _ = try Marbles.events("-()") } == #"marble syntax: an empty group at column 2 in "-()""#)
        #expect(message { _ = try Marbles.events("-a-", values: ["b": 1]) } == #"marble syntax: no value for symbol `a` at column 2 in "-a-""#)
        #expect(message { _ = try Marbles.events("^-!") } == #"marble syntax: `!` (unsubscribe) belongs on a subscription line in "^-!""#)
        #expect(message { _ = try Marbles.subscription("--!") } == #"marble syntax: `!` before `^` at column 3 in "--!""#)
        #expect(message { _ = try Marbles.subscription("-^-a") } == #"marble syntax: a subscription line holds only `-`, `^` and `!` at column 4 in "-^-a""#)
        #expect(message { _ = try MarbleDiagram<Int>(parsing: "events  -a-\nlegend  a = x") } == #"marble syntax: `x` is not a Int at column 10 in "events  -a-""#)
        #expect(message { _ = try MarbleDiagram<Int>(parsing: "evnts  -1-") } == #"marble syntax: unknown line tag `evnts` in "evnts  -1-""#)
    }
}
