import MiniRx
import MiniRxTest
import Testing

private struct GroupError: Error, Equatable, CustomStringConvertible {
    var description: String { "group error" }
}

@Suite("Audit: groupBy", .serialized)
struct OpsGroupByTests {
    @Test("Each new key sends a group first; completion ends the groups, then the result")
    func groupsAndCompletion() {
        var lines: [String] = []
        let words = Observable.of("apple", "banana", "avocado", "blueberry", "cherry")
        _ = words.groupBy { $0.first! }
            .subscribe(onNext: { group in
                lines.append("group \(group.key)")
                _ = group.subscribe { lines.append("  \(group.key): \($0)") }
            }, onCompleted: { lines.append("completed") }, onDisposed: { lines.append("disposed") })
        #expect(lines == [
            "group a", "  a: next(apple)",
            "group b", "  b: next(banana)",
            "  a: next(avocado)", "  b: next(blueberry)",
            "group c", "  c: next(cherry)",
            "  a: completed", "  b: completed", "  c: completed",
            "completed", "disposed",
        ])
    }

    @Test("A group subscribed later misses what its key sent before; an error ends groups first")
    func lateGroupSubscriberAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 2), .next(240, 5), .error(250, GroupError()),
        ])
        let outer = scheduler.createObserver(Int.self)
        let odd = scheduler.createObserver(Int.self)
        var groups: [GroupedObservable<Bool, Int>] = []
        scheduler.scheduleAt(200) {
            _ = source.groupBy { $0 % 2 == 1 }
                .do(onNext: { groups.append($0) })
                .map { $0.key ? 1 : 0 }
                .subscribe(outer)
        }
        scheduler.scheduleAt(225) { _ = groups[0].subscribe(odd) }
        scheduler.start()
        #expect(outer.events == [.next(210, 1), .next(230, 0), .error(250, GroupError())])
        #expect(odd.events == [.next(240, 5), .error(250, GroupError())])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test("Disposing the result keeps the source while a group is subscribed")
    func refCountedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(260, 5),
        ])
        let outer = scheduler.createObserver(Int.self)
        let odd = scheduler.createObserver(Int.self)
        var outerSubscription: Disposable?
        var oddSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = source.groupBy { $0 % 2 }
                .do(onNext: { group in
                    if group.key == 1 { oddSubscription = group.subscribe(odd) }
                })
                .map { $0.key }
                .subscribe(outer)
        }
        scheduler.scheduleAt(225) { outerSubscription?.dispose() }
        scheduler.scheduleAt(250) { oddSubscription?.dispose() }
        scheduler.start()
        // New groups are no longer announced after 225, but the odd group still gets 3.
        #expect(outer.events == [.next(210, 1), .next(220, 0)])
        #expect(odd.events == [.next(210, 1), .next(230, 3)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test("A throwing key selector fails the groups and the result")
    func throwingSelector() {
        var lines: [String] = []
        _ = Observable.of(1, 2, 3)
            .groupBy { value -> Int in
                if value == 3 { throw GroupError() }
                return value
            }
            .subscribe(onNext: { group in
                _ = group.subscribe { lines.append("\(group.key): \($0)") }
            }, onError: { lines.append("error: \($0)") })
        #expect(lines == [
            "1: next(1)", "2: next(2)", "1: error(group error)", "2: error(group error)",
            "error: group error",
        ])
    }
}
