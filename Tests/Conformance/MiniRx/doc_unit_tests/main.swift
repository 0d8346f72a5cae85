// Case doc_unit_tests: Documentation/UnitTests.md, "Testing custom operators": testMap_Range
// and testElementsEmitted run as a program. Instead of XCTAssert, the recorded events and
// subscriptions are printed (RxTest's own descriptions: `next(0) @ 210`, `(200: 300)`) and
// compared with `==`.
import MiniRx
import MiniRxTest

func testMap_Range() {
    print("-- testMap_Range")
    // Initializes test scheduler.
    let scheduler = TestScheduler(initialClock: 0)

    // Creates a mock hot observable sequence.
    let xs = scheduler.createHotObservable([
        .next(150, 1), // first argument is virtual time, second argument is element value
        .next(210, 0),
        .next(220, 1),
        .next(230, 2),
        .next(240, 4),
        .completed(300), // virtual time when completed is sent
    ])

    // `start` method will by default:
    // * Run the simulation and record all events
    //   using observer referenced by `res`.
    // * Subscribe at virtual time 200
    // * Dispose subscription at virtual time 1000
    let res = scheduler.start { xs.map { $0 * 2 } }

    let correctMessages = Recorded.events(
        .next(210, 0 * 2),
        .next(220, 1 * 2),
        .next(230, 2 * 2),
        .next(240, 4 * 2),
        .completed(300)
    )

    let correctSubscriptions = [
        Subscription(200, 300),
    ]

    print(res.events)
    print(xs.subscriptions)
    print("events equal: \(res.events == correctMessages)")
    print("subscriptions equal: \(xs.subscriptions == correctSubscriptions)")
    print("clock: \(scheduler.clock)")
}

func testElementsEmitted() {
    print("-- testElementsEmitted")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(210, "RxSwift"),
        .next(220, "is"),
        .next(230, "pretty"),
        .next(240, "awesome"),
    ])

    let res = scheduler.start { xs.asObservable() }

    print(res.events)
    print(res.events.compactMap(\.value.element))
    print(xs.subscriptions)
    for event in res.events {
        print(event.time, event.value)
    }
}

testMap_Range()
testElementsEmitted()
