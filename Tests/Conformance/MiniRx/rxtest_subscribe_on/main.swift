// Case rxtest_subscribe_on: RxSwift 6.10.2's own tests of subscribe(on:) on RxTest's
// TestScheduler (Tests/RxSwiftTests/Observable+SubscribeOnTests.swift, the four that record), as
// a program: each XCTAssertEqual is `expectEqual`, which prints what was recorded and whether it
// is what the test expects. `testError` is the tests' own (Tests/TestErrors.swift). The
// subscription and its disposal each happen one tick late: a TestScheduler runs work scheduled
// for now at the next tick.
import MiniRx
import MiniRxTest

enum TestError: Error {
    case dummyError
}

let testError = TestError.dummyError

/// What the test recorded, then whether it is what the test expects (and what that is, if not).
func expectEqual<T: Equatable>(_ actual: T, _ expected: T) {
    print(actual)
    print(actual == expected ? "  as the test expects" : "  the test expects \(expected)")
}

func testSubscribeOn_SchedulerSleep() {
    print("-- testSubscribeOn_SchedulerSleep")
    let scheduler = TestScheduler(initialClock: 0)

    var scheduled = 0
    var disposed = 0

    let xs: Observable<Int> = Observable.create { _ in
        scheduled = scheduler.clock
        return Disposables.create {
            disposed = scheduler.clock
        }
    }

    let res = scheduler.start {
        xs.subscribe(on: scheduler)
    }

    expectEqual(res.events, [
    ])

    expectEqual(scheduled, 201)
    expectEqual(disposed, 1001)
}

func testSubscribeOn_SchedulerCompleted() {
    print("-- testSubscribeOn_SchedulerCompleted")
    let scheduler = TestScheduler(initialClock: 0)

    let xs: TestableObservable<Int> = scheduler.createHotObservable([
        .completed(300)
    ])

    let res = scheduler.start {
        xs.subscribe(on: scheduler)
    }

    expectEqual(res.events, [
        .completed(300)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(201, 301)
    ])
}

func testSubscribeOn_SchedulerError() {
    print("-- testSubscribeOn_SchedulerError")
    let scheduler = TestScheduler(initialClock: 0)

    let xs: TestableObservable<Int> = scheduler.createHotObservable([
        .error(300, testError)
    ])

    let res = scheduler.start {
        xs.subscribe(on: scheduler)
    }

    expectEqual(res.events, [
        .error(300, testError)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(201, 301)
    ])
}

func testSubscribeOn_SchedulerDispose() {
    print("-- testSubscribeOn_SchedulerDispose")
    let scheduler = TestScheduler(initialClock: 0)

    let xs = scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2)
    ])

    let res = scheduler.start {
        xs.subscribe(on: scheduler)
    }

    expectEqual(res.events, [
        .next(210, 2)
    ])

    expectEqual(xs.subscriptions, [
        Subscription(201, 1001)
    ])
}

testSubscribeOn_SchedulerSleep()
testSubscribeOn_SchedulerCompleted()
testSubscribeOn_SchedulerError()
testSubscribeOn_SchedulerDispose()
