import MiniRxCocoa
import Testing

@Suite("ControlEvent and ControlProperty", .serialized)
struct ControlTests {
    @Test("rx.tap sends one element per tap, replays nothing to a late subscriber, and never fails")
    func tapReplaysNothing() {
        expectNoLeak {
            let log = EventLog()
            let button = UIButton()
            let first = button.rx.tap.subscribe { log.lines.append("first: \($0)") }
            button.simulateTap()
            let late = button.rx.tap.subscribe { log.lines.append("late: \($0)") }
            #expect(log.lines == ["first: next(())"])
            button.simulateTap()
            #expect(log.lines == ["first: next(())", "first: next(())", "late: next(())"])
            first.dispose()
            late.dispose()
        }
    }

    @Test("Each subscription registers its own target; disposing removes it")
    func targetsPerSubscription() {
        expectNoLeak {
            let button = UIButton()
            let one = button.rx.tap.subscribe()
            let two = button.rx.tap.subscribe()
            #expect(button.targetCount == 2)
            one.dispose()
            #expect(button.targetCount == 1)
            two.dispose()
            #expect(button.targetCount == 0)
        }
    }

    @Test("A ControlEvent completes when its control is deallocated")
    func completesOnDeinit() {
        expectNoLeak {
            let log = EventLog()
            var button: UIButton? = UIButton()
            _ = button!.rx.tap.subscribe(
                onNext: { log.lines.append("tap") }, onError: { _ in log.lines.append("error") },
                onCompleted: { log.lines.append("completed") }, onDisposed: { log.lines.append("disposed") })
            button!.simulateTap()
            button = nil
            #expect(log.lines == ["tap", "completed", "disposed"])
        }
    }

    @Test("A ControlEvent is delivered on the main loop at the time the control reports")
    func deliveredOnMainLoop() {
        expectNoLeak {
            let log = EventLog()
            let button = UIButton()
            let start = MainScheduler.instance.now
            let subscription = button.rx.tap.subscribe(onNext: {
                log.lines.append("tap at \(Int(MainScheduler.instance.now.timeIntervalSince(start)))s")
            })
            _ = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(2)) { _ in
                button.simulateTap()
                return Disposables.create()
            }
            #expect(log.lines.isEmpty)
            MainScheduler.instance.advance(by: .seconds(2))
            #expect(log.lines == ["tap at 2s"])
            subscription.dispose()
        }
    }

    @Test("rx.text sends the current value on subscription, then the user's edits, not the program's")
    func textReplaysCurrentValue() {
        expectNoLeak {
            let log = EventLog()
            let field = UITextField()
            field.text = "a"
            let subscription = field.rx.text.subscribe(onNext: { log.lines.append($0 ?? "nil") })
            field.simulateTyping("b")
            field.text = "set by code"
            #expect(log.lines == ["a", "ab"])
            let late = field.rx.text.subscribe(onNext: { log.lines.append("late \($0 ?? "nil")") })
            #expect(log.lines == ["a", "ab", "late set by code"])
            subscription.dispose()
            late.dispose()
        }
    }

    @Test("changed leaves out the value sent on subscription")
    func changedSkipsCurrentValue() {
        expectNoLeak {
            let log = EventLog()
            let toggle = UISwitch()
            let subscription = toggle.rx.isOn.changed.subscribe(onNext: { log.lines.append("\($0)") })
            #expect(log.lines.isEmpty)
            toggle.simulateToggle()
            #expect(log.lines == ["true"])
            subscription.dispose()
        }
    }

    @Test("A ControlProperty completes when its control is deallocated")
    func propertyCompletesOnDeinit() {
        expectNoLeak {
            let log = EventLog()
            var field: UITextField? = UITextField()
            _ = field!.rx.text.orEmpty.subscribe { log.lines.append("\($0)") }
            field = nil
            #expect(log.lines == ["next()", "completed"])
        }
    }

    @Test("Binding to a ControlProperty sets the control")
    func bindingToProperty() {
        expectNoLeak {
            let toggle = UISwitch()
            let binding = Observable.of(true, false, true).bind(to: toggle.rx.isOn)
            #expect(toggle.isOn)
            binding.dispose()
        }
    }

    @Test("A two-way binding follows both ways without a loop")
    func twoWayBinding() {
        expectNoLeak {
            let log = EventLog()
            let field = UITextField()
            let model = BehaviorRelay<String?>(value: "x")
            let watch = model.subscribe(onNext: { log.lines.append($0 ?? "nil") })
            let toField = model.bind(to: field.rx.text)
            let toModel = field.rx.text.changed.bind(to: model)
            #expect(field.text == "x")
            field.simulateTyping("y")
            model.accept("z")
            #expect(field.text == "z")
            #expect(log.lines == ["x", "xy", "z"])
            for disposable in [watch, toField, toModel] { disposable.dispose() }
        }
    }

    @Test("ControlEvent and ControlProperty become a Driver; drive sets the label")
    func drive() {
        expectNoLeak {
            let field = UITextField()
            let label = UILabel()
            let driving = field.rx.text.asDriver().map { ($0 ?? "").uppercased() }.drive(label.rx.text)
            field.simulateTyping("ok")
            #expect(label.text == "OK")
            driving.dispose()
            let taps = UIButton()
            let count = taps.rx.tap.asDriver()
                .scan(0) { count, _ in count + 1 }
                .map { "\($0)" }
                .drive(label.rx.text)
            taps.simulateTap()
            taps.simulateTap()
            #expect(label.text == "2")
            count.dispose()
        }
    }
}

@Suite("Binder", .serialized)
struct BinderTests {
    @Test("A Binder sets on the main scheduler: at once on the main thread, queued on asyncInstance")
    func mainScheduler() {
        expectNoLeak {
            let label = UILabel()
            _ = Observable.just("now").bind(to: label.rx.text)
            #expect(label.text == "now")
            let queued = Binder<String?>(label, scheduler: MainScheduler.asyncInstance) { $0.text = $1 }
            _ = Observable.just("later").bind(to: queued)
            #expect(label.text == "now")
            MainScheduler.instance.runUntilIdle()
            #expect(label.text == "later")
        }
    }

    @Test("A Binder does not keep its target alive, and drops elements once it is gone")
    func weakTarget() {
        expectNoLeak {
            weak var watched: UILabel?
            var label: UILabel? = UILabel()
            watched = label
            let binder = label!.rx.text
            label = nil
            #expect(watched == nil)
            _ = Observable.just("nobody").bind(to: binder)
        }
    }

    @Test("rx.isHidden on any view is a Binder")
    func isHidden() {
        let view = UIView()
        _ = Observable.just(true).bind(to: view.rx.isHidden)
        #expect(view.isHidden)
    }
}
