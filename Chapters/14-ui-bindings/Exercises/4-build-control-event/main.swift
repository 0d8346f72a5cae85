// Stage 14.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a target, a control or a subscription that outlives its
// scenario is a leak.
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

/// A raw observer of a control's events: it prints every event it gets and which tap was in
/// progress, a stop event or an error included, since an `AnyObserver` keeps no grammar of its
/// own. `react` runs after the print.
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

/// A raw observer for `take(until:)`'s scenarios: it prints every event it gets.
func printer(_ name: String) -> AnyObserver<Int> {
    AnyObserver { event in print("\(name) gets \(event)") }
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure" }
}

/// A button that says when it is deallocated.
final class ReleasedButton: UIButton {
    deinit {
        print("the button: deinit")
    }
}

/// A source that says when it is subscribed and when that subscription is disposed.
func announced(_ subject: PublishSubject<Int>, _ name: String) -> Observable<Int> {
    Observable.create { observer in
        print("\(name) subscribed")
        let subscription = subject.subscribe(observer)
        return Disposables.create {
            print("\(name) disposed")
            subscription.dispose()
        }
    }
}

/// An `other` written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, so "other disposed" prints only when your operator ends it (a
/// `create` would end it by itself at its stop event). It subclasses `Observable`, so your
/// operator gets it as it is.
final class HandWrittenOther: Observable<Int> {
    private var observer: AnyObserver<Int>?

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        print("other subscribed")
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("other disposed")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        observer?.on(event)
    }
}

rule("take(until: other) passes on the source's events until other sends an element, then completes and disposes both; other completing changes nothing; an error from other ends it with that error") {
    scenario("other sends: completed, and both subscriptions end") {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let a = announced(source, "source").take(until: announced(other, "other")).subscribe(printer("A"))
        source.on(.next(1))
        source.on(.next(2))
        print("other sends")
        other.on(.next(0))
        source.on(.next(3))
        a.dispose()
    }
    scenario("other completes without an element: the source goes on") {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let a = announced(source, "source").take(until: announced(other, "other")).subscribe(printer("A"))
        source.on(.next(1))
        print("other completes")
        other.on(.completed)
        source.on(.next(2))
        source.on(.completed)
        a.dispose()
    }
    scenario("a hand-written other completes without an element: its subscription ends then, and the source goes on") {
        let source = PublishSubject<Int>()
        let other = HandWrittenOther()
        let a = announced(source, "source").take(until: other).subscribe(printer("A"))
        source.on(.next(1))
        print("other completes")
        other.send(.completed)
        source.on(.next(2))
        print("A's subscription is disposed")
        a.dispose()
    }
    scenario("other fails") {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let a = announced(source, "source").take(until: announced(other, "other")).subscribe(printer("A"))
        source.on(.next(1))
        print("other fails")
        other.on(.error(Failure()))
        source.on(.next(2))
        a.dispose()
    }
    scenario("the source's error and completion are passed on, and end both subscriptions") {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let a = announced(source, "source").take(until: announced(other, "other")).subscribe(printer("A"))
        source.on(.error(Failure()))
        other.on(.next(0))
        a.dispose()
    }
}

rule("Each subscription registers its own target and removes it when disposed; nothing is sent on subscription, and a target hears only its own events") {
    scenario("subscribe, tap, dispose") {
        let button = UIButton()
        print("targets before anyone subscribes: \(button.targetCount)")
        let a = button.rx.controlEvent(.touchUpInside).subscribe(observer("A"))
        print("targets once A has subscribed: \(button.targetCount)")
        tap(button, by: "the user")
        print("the tap is over")
        a.dispose()
        print("targets once A has disposed: \(button.targetCount)")
        tap(button, by: "the user")
    }
    scenario("a tap is a touchDown, then a touchUpInside, and no valueChanged") {
        let button = UIButton()
        let down = button.rx.controlEvent(.touchDown).subscribe(observer("down"))
        let up = button.rx.controlEvent(.touchUpInside).subscribe(observer("up"))
        let changed = button.rx.controlEvent(.valueChanged).subscribe(observer("changed"))
        tap(button, by: "the user")
        for subscription in [down, up, changed] { subscription.dispose() }
        print("targets once all three have disposed: \(button.targetCount)")
    }
    scenario("two subscribers of one ControlEvent: two targets, called in the order they subscribed; a second dispose does nothing") {
        let button = UIButton()
        let taps = button.rx.controlEvent(.touchUpInside)
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
    scenario("a late subscriber gets nothing of the taps before it") {
        let button = UIButton()
        let a = button.rx.controlEvent(.touchUpInside).subscribe(observer("A"))
        tap(button, by: "the user")
        let late = button.rx.controlEvent(.touchUpInside).subscribe(observer("late"))
        print("late has subscribed")
        tap(button, by: "the user")
        a.dispose()
        late.dispose()
    }
    scenario("A disposes its own subscription from inside its handler: its target is removed then, while the tap goes on") {
        let button = UIButton()
        var a: Disposable?
        a = button.rx.controlEvent(.touchUpInside).subscribe(observer("A") { event in
            guard case .next = event else { return }
            print("targets as A's handler begins: \(button.targetCount)")
            a?.dispose()
            print("targets once A has disposed, inside its handler: \(button.targetCount)")
        })
        let b = button.rx.controlEvent(.touchUpInside).subscribe(observer("B"))
        tap(button, by: "the user")
        a = nil
        b.dispose()
    }
}

rule("Each tap reaches the subscribers inside the control's call: a ControlEvent adds no scheduler and no queue of its own") {
    scenario("a handler that taps again is handed that tap at once, depth first, before the first tap goes on") {
        let button = UIButton()
        let taps = button.rx.controlEvent(.touchUpInside)
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
    scenario("a handler that disposes its own subscription and a later one's stops both at once; the others still hear the tap") {
        let button = UIButton()
        var a: Disposable?
        var b: Disposable?
        a = button.rx.controlEvent(.touchUpInside).subscribe(observer("A") { event in
            guard case .next = event else { return }
            print("A disposes itself and B")
            a?.dispose()
            b?.dispose()
        })
        b = button.rx.controlEvent(.touchUpInside).subscribe(observer("B"))
        let c = button.rx.controlEvent(.touchUpInside).subscribe(observer("C"))
        tap(button, by: "the user")
        print("targets left: \(button.targetCount)")
        tap(button, by: "the user")
        c.dispose()
    }
}

rule("Nothing keeps the control alive, and it completes every subscription when it goes, with no error; a subscriber after it has gone is completed at once") {
    scenario("the screen releases the button, and nobody disposes") {
        var button: UIButton? = ReleasedButton()
        weak let released = button
        _ = button!.rx.controlEvent(.touchUpInside).subscribe(observer("A"))
        _ = button!.rx.controlEvent(.touchUpInside).subscribe(observer("B"))
        tap(button!, by: "the user")
        print("the screen releases the button")
        button = nil
        print("button released: \(released == nil)")
    }
    scenario("subscribing after the button has gone") {
        var button: UIButton? = ReleasedButton()
        let taps = button!.rx.controlEvent(.touchUpInside)
        print("the screen releases the button")
        button = nil
        let late = taps.subscribe(observer("late"))
        late.dispose()
    }
}
