// Exercise 10.2: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx
import MiniRxTest

/// One line per recording: what the observer recorded, or a test source's subscription log.
func show(_ label: String, _ recordings: [some Any]) {
    print("\(label): \(recordings.map { "\($0)" }.joined(separator: ", "))")
}

// Marbles are 10 ticks per character (MiniRxTest's default). In a hot line `^` is time 200;
// a cold line starts at the moment of each subscription. `start` subscribes at 200.

print("-- concat(ys, ys), ys cold")
do {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable(marbles: "--a--b|")
    let observer = scheduler.start { Observable.concat(ys.asObservable(), ys.asObservable()) }
    show("recorded", observer.events)
    show("ys subscriptions", ys.subscriptions)
}

print("-- xs.take(2), xs hot")
do {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(marbles: "--a-^-b-c-d-|")
    let observer = scheduler.start { xs.take(2) }
    show("recorded", observer.events)
    show("xs subscriptions", xs.subscriptions)
}

print("-- xs.timeout(30s, other: ys), xs hot, ys cold")
do {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(marbles: "-^-a------b|")
    let ys = scheduler.createColdObservable(marbles: "-x-y|")
    let observer = scheduler.start { xs.timeout(.seconds(30), other: ys, scheduler: scheduler) }
    show("recorded", observer.events)
    show("xs subscriptions", xs.subscriptions)
    show("ys subscriptions", ys.subscriptions)
}
print("live MiniRx objects: \(Resources.total)")
