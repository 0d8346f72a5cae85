// Stage 9.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0. Sources print every event their observer gets, so an event too
// many (a second `completed`) shows.
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// Schedules work on the trampoline that prints `name` when it runs and returns a disposable
/// that says when it is disposed.
func work(_ name: String, then body: @escaping () -> Void = {}) -> Disposable {
    CurrentThreadScheduler.instance.schedule(()) { _ in
        print("  \(name) runs")
        body()
        print("  \(name) ends")
        return Disposables.create { print("  \(name)'s disposable disposed") }
    }
}

/// An observer that prints every event it gets.
func printer(_ name: String) -> AnyObserver<Int> {
    AnyObserver { event in print("  \(name) gets \(event)") }
}

/// A sequence that says each time it is asked for its next element.
struct LoudSequence: Sequence {
    let values: [Int]

    func makeIterator() -> AnyIterator<Int> {
        var rest = values[...]
        return AnyIterator {
            let next = rest.popFirst()
            print("  the sequence gives \(next.map(String.init) ?? "nothing more")")
            return next
        }
    }
}

/// A scheduler that is not the trampoline: its work waits until the program calls `runNext()`,
/// and it says when work is scheduled, run and cancelled.
final class HandScheduler: ImmediateSchedulerType {
    private final class Work {
        let number: Int
        var action: (() -> Disposable)?
        var result: Disposable?

        init(number: Int, action: @escaping () -> Disposable) {
            self.number = number
            self.action = action
        }
    }

    private var waiting: [Work] = []
    private var scheduled = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduled += 1
        let work = Work(number: scheduled) { action(state) }
        waiting.append(work)
        print("  the hand scheduler holds work \(work.number)")
        return Disposables.create {
            if let index = self.waiting.firstIndex(where: { $0 === work }) {
                self.waiting.remove(at: index)
                print("  the hand scheduler's work \(work.number) is cancelled")
            } else {
                work.result?.dispose()
            }
        }
    }

    /// Runs the work that has waited longest; false when none waits.
    @discardableResult
    func runNext() -> Bool {
        guard !waiting.isEmpty else {
            print("  the hand scheduler holds no work")
            return false
        }
        let work = waiting.removeFirst()
        print("  the hand scheduler runs work \(work.number)")
        work.result = work.action?()
        work.action = nil
        return true
    }
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "Boom" }
}

rule("When nothing runs on the trampoline, `schedule` runs the work at once and returns what the work returned; while it runs, `isScheduleRequired` is false") {
    scenario("top-level work") {
        print("  isScheduleRequired: \(CurrentThreadScheduler.isScheduleRequired)")
        let first = work("first") {
            print("  inside: isScheduleRequired: \(CurrentThreadScheduler.isScheduleRequired)")
        }
        print("  schedule returned; isScheduleRequired: \(CurrentThreadScheduler.isScheduleRequired)")
        print("  disposing what schedule returned")
        first.dispose()
    }
}

rule("Work scheduled while work runs waits at the back of a queue, and `schedule` returns at once") {
    scenario("outer schedules B and C; B schedules D") {
        _ = work("outer") {
            _ = work("B") {
                _ = work("D")
                print("  B scheduled D")
            }
            _ = work("C")
            print("  outer scheduled B and C")
        }
        print("  the outermost schedule returned")
    }
}

rule("When the running work returns, the queue runs from the front until it is empty, with what queued work schedules; only then does the outermost `schedule` return, and the trampoline is idle again") {
    scenario("work after a drained queue runs at once") {
        _ = work("before") { _ = work("queued") }
        _ = work("after") {
            print("  inside: isScheduleRequired: \(CurrentThreadScheduler.isScheduleRequired)")
        }
        print("  isScheduleRequired: \(CurrentThreadScheduler.isScheduleRequired)")
    }
    scenario("a chain of work, each piece scheduling the next: the queue lets go of an item when its turn comes") {
        var objectsAtLink2 = Resources.total
        func link(_ number: Int) {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                if number == 2 { objectsAtLink2 = Resources.total }
                if number > 2 {
                    print("  link \(number) runs; live MyRx objects beyond link 2's: \(Resources.total - objectsAtLink2)")
                } else {
                    print("  link \(number) runs")
                }
                if number < 5 { link(number + 1) }
                return Disposables.create()
            }
        }
        link(1)
    }
}

rule("A waiting item disposed before its turn never runs; disposing an item that has run disposes what its work returned; an item disposed while its work runs disposes that as soon as the work returns") {
    scenario("skipped, ran, self-disposing") {
        _ = work("outer") {
            let skipped = work("skipped")
            skipped.dispose()
            print("  skipped was disposed while it waited")
            let ran = work("ran")
            _ = work("disposer") {
                ran.dispose()
            }
            var selfDisposing: Disposable?
            selfDisposing = work("self-disposing") {
                selfDisposing?.dispose()
                selfDisposing = nil  // the program lets go of the item it kept
            }
        }
    }
}

rule("`scheduleRecursive` runs one step per piece of work: each `recurse` schedules the next step; disposing the recursion stops it, and the step still waiting never runs") {
    scenario("a recursion of three steps beside other work") {
        _ = work("outer") {
            _ = CurrentThreadScheduler.instance.scheduleRecursive(1) { step, recurse in
                print("  step \(step)")
                if step < 3 { recurse(step + 1) }
            }
            _ = work("X")
        }
    }
    scenario("at top level: every step runs before scheduleRecursive returns") {
        _ = CurrentThreadScheduler.instance.scheduleRecursive(1) { step, recurse in
            print("  step \(step)")
            if step < 3 { recurse(step + 1) }
        }
        print("  scheduleRecursive returned")
    }
    scenario("disposed by step 2, after it asked for step 3") {
        _ = work("outer") {
            var recursion: Disposable?
            recursion = CurrentThreadScheduler.instance.scheduleRecursive(1) { step, recurse in
                print("  step \(step)")
                if step < 4 { recurse(step + 1) }  // (a bound, so that a recursion never stopped ends)
                if step == 2 {
                    recursion?.dispose()
                    print("  the recursion was disposed")
                }
            }
            _ = work("Y")
        }
    }
    scenario("on a scheduler that is not the trampoline: each step is one piece of its work; disposing cancels the step waiting") {
        let hand = HandScheduler()
        let recursion = hand.scheduleRecursive(1) { step, recurse in
            print("  step \(step)")
            recurse(step + 1)
        }
        print("  scheduleRecursive returned")
        hand.runNext()
        hand.runNext()
        print("  disposing the recursion")
        recursion.dispose()
        hand.runNext()
    }
}

rule("An outermost `subscribe` runs as the trampoline's first work: what the subscription schedules runs before `subscribe` returns, and a `subscribe` made inside it runs at once") {
    scenario("a source that subscribes to `of(1, 2)` while it is subscribed") {
        let subscription = Observable<Int>.create { observer in
            print("  outer subscribed; isScheduleRequired: \(CurrentThreadScheduler.isScheduleRequired)")
            let inner = Observable<Int>.create { _ in
                print("  inner subscribed")
                return Disposables.create()
            }.subscribe(printer("inner"))
            print("  inner subscribe returned")
            let numbers = Observable.of(1, 2).subscribe(observer)
            print("  of(1, 2) subscribed; outer returns")
            return Disposables.create(inner, numbers)
        }.subscribe(printer("A"))
        print("  subscribe returned; isScheduleRequired: \(CurrentThreadScheduler.isScheduleRequired)")
        subscription.dispose()
    }
}

rule("`of`, `from` and `range` send one element per step on the trampoline, then completed: sources on the trampoline take turns") {
    scenario("of(1, 2, 3).flatMap { of(x * 10, x * 10 + 1, x * 10 + 2) }") {
        _ = Observable.of(1, 2, 3)
            .flatMap { Observable.of($0 * 10, $0 * 10 + 1, $0 * 10 + 2) }
            .subscribe(printer("A"))
    }
    scenario("subscribed from inside work: A's steps wait behind what was queued before them") {
        _ = work("outer") {
            _ = Observable.of(1, 2).subscribe(printer("A"))
            _ = work("X")
            _ = Observable.from([10, 20]).subscribe(printer("B"))
            print("  outer subscribed A, scheduled X, subscribed B")
        }
    }
    scenario("an error mid-stream ends one source; the other source goes on") {
        _ = work("outer") {
            _ = Observable.of(1, 2, 3)
                .map { value -> Int in
                    if value == 2 { throw Boom() }
                    return value
                }
                .subscribe(printer("A"))
            _ = Observable.of(10, 20, 30).subscribe(printer("B"))
        }
    }
    scenario("from(a sequence) is read one element per step") {
        _ = work("outer") {
            _ = Observable.from(LoudSequence(values: [1, 2])).subscribe(printer("A"))
            _ = work("X")
        }
    }
    scenario("range(start: 1, count: 3) beside of(10, 20): they take turns") {
        _ = work("outer") {
            _ = Observable.range(start: 1, count: 3).subscribe(printer("A"))
            _ = Observable.of(10, 20).subscribe(printer("B"))
        }
    }
    scenario("an observer that schedules work on each element: that work runs before the next element") {
        _ = Observable.of(1, 2).subscribe(onNext: { value in
            print("  A gets next(\(value)), and schedules W\(value)")
            _ = work("W\(value)")
        }, onCompleted: { print("  A gets completed") })
    }
    scenario("a subscription kept after completed: completed ended it, so disposing it lets go of nothing more") {
        let subscription = Observable.of(1).subscribe(printer("A"))
        let objects = Resources.total
        subscription.dispose()
        print("  objects the dispose let go: \(objects - Resources.total)")
    }
    scenario("of(1, 2, scheduler:) on a scheduler that is not the trampoline: each step waits for that scheduler") {
        let hand = HandScheduler()
        let subscription = Observable.of(1, 2, scheduler: hand).subscribe(printer("A"))
        print("  subscribe returned")
        while hand.runNext() {}
        subscription.dispose()
    }
    scenario("range(start: 1, count: 2, scheduler:) on a scheduler that is not the trampoline") {
        let hand = HandScheduler()
        let subscription = Observable.range(start: 1, count: 2, scheduler: hand).subscribe(printer("A"))
        print("  subscribe returned")
        while hand.runNext() {}
        subscription.dispose()
    }
}

rule("Disposing an `of`, `from` or `range` subscription stops its steps: the sequence is not read further, and the queue goes on") {
    scenario("the observer leaves when it gets 2") {
        _ = work("outer") {
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(
                Observable.from(LoudSequence(values: [1, 2, 3, 4])).subscribe(onNext: { value in
                    print("  A gets next(\(value))")
                    if value == 2 {
                        print("  A leaves, and schedules Z")
                        subscription.dispose()
                        _ = work("Z")
                    }
                }, onCompleted: { print("  A gets completed") }))
            _ = work("Y")
        }
    }
    scenario("from(a sequence, scheduler:) on a scheduler that is not the trampoline: disposed while a step waits") {
        let hand = HandScheduler()
        let subscription = Observable.from(LoudSequence(values: [1, 2, 3]), scheduler: hand)
            .subscribe(printer("B"))
        hand.runNext()
        print("  disposing B's subscription")
        subscription.dispose()
        hand.runNext()
    }
    scenario("range(start: 1, count: 3, scheduler:) on a scheduler that is not the trampoline: disposed while a step waits") {
        let hand = HandScheduler()
        let subscription = Observable.range(start: 1, count: 3, scheduler: hand).subscribe(printer("B"))
        hand.runNext()
        print("  disposing B's subscription")
        subscription.dispose()
        hand.runNext()
    }
}

rule("`repeatElement` sends its element once per step, for ever: only disposing the subscription stops it, and the step still waiting never runs") {
    scenario("repeatElement(7).take(3): take disposes the subscription after the third") {
        _ = Observable.repeatElement(7).take(3).subscribe(printer("A"))
    }
    scenario("an observer that schedules work on each element: that work runs before the next element") {
        _ = Observable.repeatElement(7).take(2).subscribe(onNext: { value in
            print("  A gets next(\(value)), and schedules W")
            _ = work("W")
        }, onCompleted: { print("  A gets completed") })
    }
    scenario("the observer leaves at its third element; the queue goes on") {
        _ = work("outer") {
            var received = 0
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(
                Observable.repeatElement(7).subscribe(onNext: { value in
                    received += 1
                    print("  A gets next(\(value)), its element \(received)")
                    if received == 3 {
                        print("  A leaves, and schedules Z")
                        subscription.dispose()
                        _ = work("Z")
                    }
                }))
            _ = work("Y")
        }
    }
    scenario("repeatElement(7, scheduler:).take(2) on a scheduler that is not the trampoline: take's dispose cancels the step waiting") {
        let hand = HandScheduler()
        let subscription = Observable.repeatElement(7, scheduler: hand).take(2).subscribe(printer("B"))
        print("  subscribe returned")
        while hand.runNext() {}
        subscription.dispose()
    }
}
