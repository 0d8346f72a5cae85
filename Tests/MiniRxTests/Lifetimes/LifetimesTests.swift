import MiniRx
import Testing

/// An object that opts in to `rx.disposeBag` and `rx.deallocated` and records its `deinit`.
private final class Page: HasAssociatedObjects {
    let associatedObjects = AssociatedObjects()
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

@Suite("Lifetimes", .serialized)
struct LifetimesTests {
    @Test("rx is available on any ReactiveCompatible type, static and instance")
    func namespace() {
        struct Thermometer: ReactiveCompatible { let degrees = 21 }
        #expect(Thermometer().rx.base.degrees == 21)
        #expect(Thermometer.rx == Reactive<Thermometer>.self)
    }

    @Test("rx.disposeBag is one bag per object, emptied after the object's deinit body")
    func disposeBag() {
        let log = EventLog()
        var page: Page? = Page { log.lines.append("deinit") }
        #expect(page!.rx.disposeBag === page!.rx.disposeBag)
        Disposables.create { log.lines.append("first disposed") }.disposed(by: page!.rx.disposeBag)
        Disposables.create { log.lines.append("second disposed") }.disposed(by: page!.rx.disposeBag)
        #expect(log.lines.isEmpty)
        page = nil
        #expect(log.lines == ["deinit", "first disposed", "second disposed"])
    }

    @Test("Setting a new bag disposes the old bag's contents at once")
    func replaceBag() {
        let log = EventLog()
        let page = Page {}
        Disposables.create { log.lines.append("old disposed") }.disposed(by: page.rx.disposeBag)
        page.rx.disposeBag = DisposeBag()
        #expect(log.lines == ["old disposed"])
    }

    @Test("rx.deallocated fires after deinit, and replays to a late subscriber")
    func deallocated() {
        let log = EventLog()
        var page: Page? = Page { log.lines.append("deinit") }
        let deallocated = page!.rx.deallocated
        _ = deallocated.subscribe { log.lines.append("deallocated: \($0)") }
        page = nil
        _ = deallocated.subscribe { log.lines.append("late: \($0)") }
        #expect(log.lines == [
            "deinit", "deallocated: next(())", "deallocated: completed",
            "late: next(())", "late: completed",
        ])
    }

    @Test("A subscription that captures its owner strongly keeps it alive; [weak self] does not")
    func retainCycle() {
        final class Leaky: HasAssociatedObjects {
            let associatedObjects = AssociatedObjects()
            let ticks = PublishSubject<Int>()
            var count = 0
            func start(weakly: Bool) {
                if weakly {
                    ticks.subscribe(onNext: { [weak self] in self?.count += $0 })
                        .disposed(by: rx.disposeBag)
                } else {
                    ticks.subscribe(onNext: { self.count += $0 }).disposed(by: rx.disposeBag)
                }
            }
        }
        let before = Resources.total
        weak var strongOne: Leaky?
        do {
            let leaky = Leaky()
            leaky.start(weakly: false)
            strongOne = leaky
        }
        // The cycle: object → bag → subscription → subject's observer → closure → object.
        #expect(strongOne != nil)
        #expect(Resources.total > before)
        // Break it by hand so the test leaves nothing behind.
        strongOne?.rx.disposeBag = DisposeBag()
        #expect(strongOne == nil)

        weak var weakOne: Leaky?
        do {
            let leaky = Leaky()
            leaky.start(weakly: true)
            weakOne = leaky
        }
        #expect(weakOne == nil)
        #expect(Resources.total == before)
    }

    @Test("Binder sets a property through rx, and drops elements once the target is gone")
    func binder() {
        MainScheduler.instance.runUntilIdle()
        /// Writes down every text it is given, in a log that outlives it.
        final class Label: ReactiveCompatible {
            let log: EventLog
            var text = "" { didSet { log.lines.append("set \(text)") } }
            init(log: EventLog) { self.log = log }
        }
        let log = EventLog()
        var label: Label? = Label(log: log)
        weak let weakLabel = label
        let names = PublishSubject<String>()
        let subscription = names.subscribe(label!.rx.text)
        names.onNext("Ada")
        #expect(label?.text == "Ada")
        label = nil
        // The binder did not keep the label alive.
        #expect(weakLabel == nil)
        names.onNext("Grace")
        // Nothing waits on the main loop to set it later either.
        MainScheduler.instance.runUntilIdle()
        #expect(log.lines == ["set Ada"])
        // Dropping is all the binder does: the subscription is still live, not ended.
        #expect(names.hasObservers)
        subscription.dispose()
        #expect(!names.hasObservers)
    }

    @Test("Binder with a closure; completed is ignored")
    func binderClosure() {
        MainScheduler.instance.runUntilIdle()
        let log = EventLog()
        let binder = Binder<Int>(log) { log, value in log.lines.append("bound \(value)") }
        binder.onNext(1)
        binder.onCompleted()
        binder.onNext(2)
        #expect(log.lines == ["bound 1", "bound 2"])
    }
}
