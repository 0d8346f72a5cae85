// Exercise 9.4: the check program. Don't edit it: edit Trampoline.swift. Its output must be
// exactly expected.txt. Each scenario's header names the rule it probes; sources print every
// event their observer gets, so an event too many (a second `completed`) shows.
import MiniRx

let trampoline = Trampoline.instance

/// Schedules work on the trampoline that prints `name` when it runs and returns a disposable
/// that says when it is disposed.
@MainActor func work(_ name: String, then body: @escaping () -> Void = {}) -> Disposable {
    trampoline.schedule(()) { _ in
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

struct Boom: Error, CustomStringConvertible {
    var description: String { "Boom" }
}

do {
    print("-- 1. Nothing running: the work runs at once, before schedule returns, and schedule")
    print("      returns the work's own disposable")
    do {
        print("  isScheduleRequired: \(Trampoline.isScheduleRequired)")
        let first = work("first") {
            print("  inside: isScheduleRequired: \(Trampoline.isScheduleRequired)")
        }
        print("  schedule returned; isScheduleRequired: \(Trampoline.isScheduleRequired)")
        first.dispose()
    }

    print("-- 2. Work scheduled while work runs waits: it runs after the running work returns, in")
    print("      the order it was scheduled, and what queued work schedules joins the back")
    do {
        _ = work("outer") {
            _ = work("B") {
                _ = work("D")
                print("  B scheduled D")
            }
            _ = work("C")
            print("  outer scheduled B and C")
        }
        print("  the outermost schedule returned when the queue was empty")
    }

    print("-- 3. When the queue is empty the trampoline is idle again: the next work runs at once")
    do {
        _ = work("after") {
            print("  inside: isScheduleRequired: \(Trampoline.isScheduleRequired)")
        }
    }

    print("-- 4. A queued item disposed before its turn never runs; disposing one that ran")
    print("      disposes what its work returned; one that disposes itself while running, as soon as")
    print("      its work returns")
    do {
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
            }
        }
    }

    print("-- 5. Sources on the trampoline take turns, one element per step:")
    print("      of(1, 2, 3).flatMap { of(x * 10, x * 10 + 1, x * 10 + 2) }")
    do {
        _ = Observable.of(1, 2, 3, scheduler: trampoline)
            .flatMap { Observable.of($0 * 10, $0 * 10 + 1, $0 * 10 + 2, scheduler: trampoline) }
            .subscribe(printer("A"))
    }

    print("-- 6. A late subscriber: a source subscribed from inside work waits behind what was")
    print("      queued before it")
    do {
        _ = work("outer") {
            _ = Observable.of(1, 2, scheduler: trampoline).subscribe(printer("A"))
            _ = work("X")
            _ = Observable.of(10, 20, scheduler: trampoline).subscribe(printer("B"))
            print("  outer subscribed A, scheduled X, subscribed B")
        }
    }

    print("-- 7. An error mid-stream ends one source; the other source on the queue goes on")
    do {
        _ = work("outer") {
            _ = Observable.of(1, 2, 3, scheduler: trampoline)
                .map { value -> Int in
                    if value == 2 { throw Boom() }
                    return value
                }
                .subscribe(printer("A"))
            _ = Observable.of(10, 20, 30, scheduler: trampoline).subscribe(printer("B"))
        }
    }

    print("-- 8. Disposing during delivery: the observer leaves when it gets 2; the source's")
    print("      queued steps send nothing more, and the queue goes on")
    do {
        _ = work("outer") {
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(
                Observable.of(1, 2, 3, 4, scheduler: trampoline).subscribe(onNext: { value in
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
}
print("live MiniRx objects: \(Resources.total)")
