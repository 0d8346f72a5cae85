// Case rxtest_throttle_delay: RxSwift 6.10.2's own tests of throttle and delay on RxTest's
// TestScheduler (Tests/RxSwiftTests/Observable+ThrottleTests.swift and
// Observable+DelayTests.swift: each test that records on a TestScheduler), as a program: each
// XCTAssertEqual is `expectEqual`, which prints what was recorded and whether it is what the
// test expects. `testError` is the tests' own (Tests/TestErrors.swift).
import MiniRx
import MiniRxTest

enum TestError: Error {
    case dummyError
}

let testError = TestError.dummyError

/// What the test recorded, then whether it is what the test expects (and what that is, if not).
func expectEqual<T: Equatable>(_ actual: [T], _ expected: [T]) {
    print(actual)
    print(actual == expected ? "  as the test expects" : "  the test expects \(expected)")
}

func test_ThrottleTimeSpan_NotLatest_Completed() {
    print("-- test_ThrottleTimeSpan_NotLatest_Completed")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2),
        .next(250, 3),
        .next(310, 4),
        .next(350, 5),
        .next(410, 6),
        .next(450, 7),
        .completed(500)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }

    let correct = Recorded.events(
        .next(210, 2),
        .next(410, 6),
        .completed(500)
    )

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 500)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_NotLatest_Never() {
    print("-- test_ThrottleTimeSpan_NotLatest_Never")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 0)

    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }

    let correct: [Recorded<Event<Int>>] = [
    ]

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 1000)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_NotLatest_Empty() {
    print("-- test_ThrottleTimeSpan_NotLatest_Empty")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 0),
        .completed(500)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }

    let correct = [
        Recorded.completed(500, Int.self)
    ]

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 500)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_NotLatest_Error() {
    print("-- test_ThrottleTimeSpan_NotLatest_Error")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2),
        .next(250, 3),
        .next(310, 4),
        .next(350, 5),
        .error(410, testError),
        .next(450, 7),
        .completed(500)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }

    let correct = Recorded.events(
        .next(210, 2),
        .error(410, testError)
    )

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 410)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_NotLatest_NoEnd() {
    print("-- test_ThrottleTimeSpan_NotLatest_NoEnd")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2),
        .next(250, 3),
        .next(310, 4),
        .next(350, 5),
        .next(410, 6),
        .next(450, 7)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }

    let correct = Recorded.events(
        .next(210, 2),
        .next(410, 6)
    )

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 1000)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_Completed() {
    print("-- test_ThrottleTimeSpan_Completed")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2),
        .next(250, 3),
        .next(310, 4),
        .next(350, 5),
        .next(410, 6),
        .next(450, 7),
        .completed(500)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), scheduler: scheduler)
    }

    let correct = Recorded.events(
        .next(210, 2),
        .next(410, 6),
        .next(610, 7),
        .completed(610)
    )

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 500)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_CompletedAfterDueTime() {
    print("-- test_ThrottleTimeSpan_CompletedAfterDueTime")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2),
        .next(250, 3),
        .next(310, 4),
        .next(350, 5),
        .next(410, 6),
        .next(450, 7),
        .completed(900)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), scheduler: scheduler)
    }

    let correct = Recorded.events(
        .next(210, 2),
        .next(410, 6),
        .next(610, 7),
        .completed(900)
    )

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 900)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_Never() {
    print("-- test_ThrottleTimeSpan_Never")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 0)

    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), scheduler: scheduler)
    }

    let correct: [Recorded<Event<Int>>] = [
    ]

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 1000)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_Empty() {
    print("-- test_ThrottleTimeSpan_Empty")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 0),
        .completed(500)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), scheduler: scheduler)
    }

    let correct = [
        Recorded.completed(500, Int.self)
    ]

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 500)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_Error() {
    print("-- test_ThrottleTimeSpan_Error")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2),
        .next(250, 3),
        .next(310, 4),
        .next(350, 5),
        .error(410, testError),
        .next(450, 7),
        .completed(500)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), scheduler: scheduler)
    }

    let correct = Recorded.events(
        .next(210, 2),
        .error(410, testError)
    )

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 410)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func test_ThrottleTimeSpan_NoEnd() {
    print("-- test_ThrottleTimeSpan_NoEnd")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2),
        .next(250, 3),
        .next(310, 4),
        .next(350, 5),
        .next(410, 6),
        .next(450, 7)
    ])

    let res = scheduler.start {
        xs.throttle(.seconds(200), scheduler: scheduler)
    }

    let correct = Recorded.events(
        .next(210, 2),
        .next(410, 6),
        .next(610, 7)
    )

    expectEqual(res.events, correct)

    let subscriptions = [
        Subscription(200, 1000)
    ]

    expectEqual(xs.subscriptions, subscriptions)
}

func testDelay_TimeSpan_Simple1() {
    print("-- testDelay_TimeSpan_Simple1")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(250, 2),
        .next(350, 3),
        .next(450, 4),
        .completed(550)
    ])

    let res = scheduler.start {
        xs.delay(.seconds(100), scheduler: scheduler)
    }

    expectEqual(res.events, [
        .next(350, 2),
        .next(450, 3),
        .next(550, 4),
        .completed(650)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(200, 550)
    ])
}

func testDelay_TimeSpan_Simple2() {
    print("-- testDelay_TimeSpan_Simple2")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(250, 2),
        .next(350, 3),
        .next(450, 4),
        .completed(550)
    ])

    let res = scheduler.start {
        xs.delay(.seconds(50), scheduler: scheduler)
    }

    expectEqual(res.events, [
        .next(300, 2),
        .next(400, 3),
        .next(500, 4),
        .completed(600)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(200, 550)
    ])
}

func testDelay_TimeSpan_Simple3() {
    print("-- testDelay_TimeSpan_Simple3")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(250, 2),
        .next(350, 3),
        .next(450, 4),
        .completed(550)
    ])

    let res = scheduler.start {
        xs.delay(.seconds(150), scheduler: scheduler)
    }

    expectEqual(res.events, [
        .next(400, 2),
        .next(500, 3),
        .next(600, 4),
        .completed(700)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(200, 550)
    ])
}

func testDelay_TimeSpan_Error() {
    print("-- testDelay_TimeSpan_Error")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .error(250, testError)
    ])

    let res = scheduler.start {
        xs.delay(.seconds(150), scheduler: scheduler)
    }

    expectEqual(res.events, [
        .error(250, testError)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(200, 250)
    ])
}

func testDelay_TimeSpan_Completed() {
    print("-- testDelay_TimeSpan_Completed")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .completed(250)
    ])

    let res = scheduler.start {
        xs.delay(.seconds(150), scheduler: scheduler)
    }

    expectEqual(res.events, [
        .completed(400)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(200, 250)
    ])
}

func testDelay_TimeSpan_Error1() {
    print("-- testDelay_TimeSpan_Error1")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(250, 2),
        .next(350, 3),
        .next(450, 4),
        .error(550, testError)
    ])

    let res = scheduler.start {
        xs.delay(.seconds(50), scheduler: scheduler)
    }

    expectEqual(res.events, [
        .next(300, 2),
        .next(400, 3),
        .next(500, 4),
        .error(550, testError)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(200, 550)
    ])
}

func testDelay_TimeSpan_Error2() {
    print("-- testDelay_TimeSpan_Error2")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(250, 2),
        .next(350, 3),
        .next(450, 4),
        .error(550, testError)
    ])

    let res = scheduler.start {
        xs.delay(.seconds(150), scheduler: scheduler)
    }

    expectEqual(res.events, [
        .next(400, 2),
        .next(500, 3),
        .error(550, testError)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(200, 550)
    ])
}

func testDelay_TimeSpan_Positive() {
    print("-- testDelay_TimeSpan_Positive")
    let scheduler = TestScheduler(initialClock: 0)

    let msgs = Recorded.events(
        .next(150, 1),
        .next(250, 2),
        .next(350, 3),
        .next(450, 4),
        .completed(550)
    )

    let xs = scheduler.createHotObservable(msgs)

    let delay = 42
    let res = scheduler.start {
        xs.delay(.seconds(delay), scheduler: scheduler)
    }

    expectEqual(
        res.events,
        msgs.map { Recorded(time: $0.time + delay, value: $0.value) }
            .filter { $0.time > 200 }
    )
}

test_ThrottleTimeSpan_NotLatest_Completed()
test_ThrottleTimeSpan_NotLatest_Never()
test_ThrottleTimeSpan_NotLatest_Empty()
test_ThrottleTimeSpan_NotLatest_Error()
test_ThrottleTimeSpan_NotLatest_NoEnd()
test_ThrottleTimeSpan_Completed()
test_ThrottleTimeSpan_CompletedAfterDueTime()
test_ThrottleTimeSpan_Never()
test_ThrottleTimeSpan_Empty()
test_ThrottleTimeSpan_Error()
test_ThrottleTimeSpan_NoEnd()
testDelay_TimeSpan_Simple1()
testDelay_TimeSpan_Simple2()
testDelay_TimeSpan_Simple3()
testDelay_TimeSpan_Error()
testDelay_TimeSpan_Completed()
testDelay_TimeSpan_Error1()
testDelay_TimeSpan_Error2()
testDelay_TimeSpan_Positive()
