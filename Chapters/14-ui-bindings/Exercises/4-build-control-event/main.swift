// Exercise 14.4: the check program. Don't edit it: edit UIControl+TargetAction.swift. Its output
// must be exactly expected.txt. Each block starts with the rule it checks, then turns the main
// loop (so that anything delivered later than the tap shows where it arrives) and ends with the
// number of MiniRx objects still alive, which must be 0: a target, a control or a subscription
// that outlives its block is a leak.
import MiniRxCocoa

/// Runs one block of the check: prints its rule, runs it, turns the main loop until nothing is
/// left on it, then counts what the block left alive.
func check(_ rule: String, _ body: () -> Void) {
    print("-- rule: \(rule)")
    body()
    MainScheduler.instance.runUntilIdle()
    print("   live MiniRx objects: \(Resources.total)")
}

/// The taps of the check, numbered, so that an observer can say which tap it was handed.
enum Taps {
    // Single-threaded by design: plain statics.
    nonisolated(unsafe) static var count = 0
    nonisolated(unsafe) static var inProgress: [Int] = []

    /// The tap being delivered now (the innermost, if a handler taps again), if any.
    static var current: String {
        inProgress.last.map { "tap \($0)" } ?? "outside any tap"
    }
}

/// `who` taps `button`: a touch down, then a touch up inside, delivered to its targets now.
func tap(_ button: UIButton, by who: String) {
    Taps.count += 1
    print("\(who) taps (tap \(Taps.count))")
    Taps.inProgress.append(Taps.count)
    button.simulateTap()
    Taps.inProgress.removeLast()
}

/// A raw observer: it prints every event it receives, a stop event or an error included, since
/// an `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func observer(_ name: String, react: @escaping (Event<Void>) -> Void = { _ in }) -> AnyObserver<Void> {
    AnyObserver { event in
        switch event {
        case .next:
            print("\(name): next, in \(Taps.current)")
        case .error(let error):
            print("\(name): error(\(error))")
        case .completed:
            print("\(name): completed")
        }
        react(event)
    }
}

/// A button that says when it is deallocated.
final class ReleasedButton: UIButton {
    deinit {
        print("the button: deinit")
    }
}

check("subscribing registers one target with the control and sends nothing; each tap reaches the subscriber inside the control's call, and disposing removes the target") {
    let button = UIButton()
    print("targets before anyone subscribes: \(button.targetCount)")
    let a = button.rx.targetActionEvent(.touchUpInside).subscribe(observer("A"))
    print("targets once A has subscribed: \(button.targetCount)")
    tap(button, by: "the user")
    print("the tap is over")
    a.dispose()
    print("targets once A has disposed: \(button.targetCount)")
    tap(button, by: "the user")
}

check("a target hears only the events it was registered for: a tap is a touchDown, then a touchUpInside, and no valueChanged") {
    let button = UIButton()
    let down = button.rx.targetActionEvent(.touchDown).subscribe(observer("down"))
    let up = button.rx.targetActionEvent(.touchUpInside).subscribe(observer("up"))
    let changed = button.rx.targetActionEvent(.valueChanged).subscribe(observer("changed"))
    tap(button, by: "the user")
    for subscription in [down, up, changed] { subscription.dispose() }
    print("targets once all three have disposed: \(button.targetCount)")
}

check("a late subscriber gets nothing of the taps before it: a ControlEvent replays nothing") {
    let button = UIButton()
    let a = button.rx.targetActionEvent(.touchUpInside).subscribe(observer("A"))
    tap(button, by: "the user")
    tap(button, by: "the user")
    let late = button.rx.targetActionEvent(.touchUpInside).subscribe(observer("late"))
    print("late has subscribed")
    tap(button, by: "the user")
    a.dispose()
    late.dispose()
}

check("two subscribers register two targets, called in the order they subscribed; disposing one removes its target only, and a second dispose does nothing") {
    let button = UIButton()
    let taps = button.rx.targetActionEvent(.touchUpInside)
    let a = taps.subscribe(observer("A"))
    let b = taps.subscribe(observer("B"))
    print("targets with A and B: \(button.targetCount)")
    tap(button, by: "the user")
    a.dispose()
    a.dispose()
    print("targets once A has disposed, twice: \(button.targetCount)")
    tap(button, by: "the user")
    b.dispose()
    print("targets once B has disposed: \(button.targetCount)")
}

check("dispose during delivery: a handler that disposes its own subscription and a later subscriber's stops both at once; the others still hear the tap") {
    let button = UIButton()
    var a: Disposable?
    var b: Disposable?
    a = button.rx.targetActionEvent(.touchUpInside).subscribe(observer("A") { event in
        guard case .next = event else { return }
        print("A disposes itself and B")
        a?.dispose()
        b?.dispose()
    })
    b = button.rx.targetActionEvent(.touchUpInside).subscribe(observer("B"))
    let c = button.rx.targetActionEvent(.touchUpInside).subscribe(observer("C"))
    tap(button, by: "the user")
    print("targets left: \(button.targetCount)")
    tap(button, by: "the user")
    c.dispose()
}

check("a handler that taps again is handed that tap at once, depth first, before the first tap goes on: the control calls its targets on the main thread, and a ControlEvent adds no scheduler of its own") {
    let button = UIButton()
    let taps = button.rx.targetActionEvent(.touchUpInside)
    let a = taps.subscribe(observer("A") { event in
        guard case .next = event, Taps.inProgress == [Taps.count] else { return }
        tap(button, by: "A")
    })
    let b = taps.subscribe(observer("B"))
    tap(button, by: "the user")
    print("the user's tap is over")
    a.dispose()
    b.dispose()
}

check("the control is held weakly: releasing it completes every subscription, with no error, and leaves nothing to dispose") {
    var button: UIButton? = ReleasedButton()
    weak let released = button
    _ = button!.rx.targetActionEvent(.touchUpInside).subscribe(observer("A"))
    _ = button!.rx.targetActionEvent(.touchUpInside).subscribe(observer("B"))
    tap(button!, by: "the user")
    print("the screen releases the button, and nobody disposes")
    button = nil
    print("button released: \(released == nil)")
}

check("subscribing after the control has gone completes at once") {
    var button: UIButton? = ReleasedButton()
    let taps = button!.rx.targetActionEvent(.touchUpInside)
    print("the screen releases the button")
    button = nil
    let late = taps.subscribe(observer("late"))
    late.dispose()
}

print("live MiniRx objects: \(Resources.total)")
