// Stage 7.10: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a sink or a subscription that outlives its scenario is a leak.
import MyRx

enum Failure: Error {
    case offline
    case badInput
    case noCache
}

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// A raw observer: it prints every event it receives, a second stop event included, since an
/// `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func observer<Element>(_ name: String, react: @escaping (Event<Element>) -> Void = { _ in })
    -> AnyObserver<Element>
{
    AnyObserver { event in
        print("\(name) \(event)")
        react(event)
    }
}

/// Subscribes `observer` to `source`, saying when `subscribe` is called and when it returns.
func subscribe<Element>(_ source: Observable<Element>, _ observer: AnyObserver<Element>) -> Disposable {
    print("subscribe")
    let subscription = source.subscribe(observer)
    print("subscribe returned")
    return subscription
}

/// `source`, saying when it is subscribed to and when that subscription is released. Made with
/// `create`, whose subscription also ends by itself on a stop event.
func logged<Element>(_ source: PublishSubject<Element>) -> Observable<Element> {
    Observable.create { observer in
        print("source subscribed")
        let subscription = source.subscribe(observer)
        return Disposables.create {
            print("source released")
            subscription.dispose()
        }
    }
}

/// A source that sends 7, then completed, while it is being subscribed to, and says so.
func sevenAtOnce() -> Observable<Int> {
    Observable.create { observer in
        print("source subscribed, sends 7 and completed")
        observer.onNext(7)
        observer.onCompleted()
        return Disposables.create { print("source released") }
    }
}

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, not even a stop event it sends, so "source released" prints only
/// when your operator lets go of it. It subclasses `Observable`, so your operator gets it as it is.
final class HandWrittenSource: Observable<Int> {
    private var observer: AnyObserver<Int>?

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        print("source subscribed")
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("source released")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        print("source sends \(event)")
        observer?.on(event)
    }
}

/// A scheduler the program turns by hand: its work waits until the program calls `runNext()`,
/// and it says when work is scheduled, run and cancelled. Disposing what `schedule` returned
/// cancels the work while it waits, and disposes what the work returned once it has run.
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

/// `source` with every handler of `do` set, each saying when it runs.
func traced(_ source: Observable<Int>) -> Observable<Int> {
    source.do(
        onNext: { print("onNext(\($0))") }, afterNext: { print("afterNext(\($0))") },
        onError: { print("onError(\($0))") }, afterError: { print("afterError(\($0))") },
        onCompleted: { print("onCompleted") }, afterCompleted: { print("afterCompleted") },
        onSubscribe: { print("onSubscribe") }, onSubscribed: { print("onSubscribed") },
        onDispose: { print("onDispose") })
}

rule("range sends count integers from start, in order, then completed; with count 0, only completed") {
    scenario("range(start: 1, count: 3)") {
        _ = subscribe(Observable.range(start: 1, count: 3), observer("R"))
    }
    scenario("range(start: -2, count: 4), through map") {
        _ = subscribe(Observable.range(start: -2, count: 4).map { "#\($0)" }, observer("R"))
    }
    scenario("range(start: 5, count: 0)") {
        _ = subscribe(Observable.range(start: 5, count: 0), observer("R"))
    }
    scenario("range(start: Int8(124), count: 4) ends at Int8's largest value, 127") {
        _ = subscribe(Observable<Int8>.range(start: 124, count: 4), observer("R"))
    }
    scenario("range(start: UInt8(1), count: 255) sends 255 elements, 1 to 255") {
        var received = 0
        var last: UInt8 = 0
        _ = Observable<UInt8>.range(start: 1, count: 255).subscribe(AnyObserver { event in
            switch event {
            case .next(let value):
                received += 1
                last = value
            case .error, .completed:
                print("R received \(received) elements, the last \(last), then \(event)")
            }
        })
    }
    scenario("the subscription, held after completed, keeps nothing of range's alive") {
        let subscription = subscribe(Observable.range(start: 1, count: 2), observer("R"))
        print("live MyRx objects while the subscription is held: \(Resources.total)")
        subscription.dispose()
    }
}

rule("each range subscription starts over and gets every element, even one made from inside another's delivery") {
    scenario("two subscriptions to one range") {
        let source = Observable.range(start: 1, count: 2)
        _ = subscribe(source, observer("A"))
        _ = subscribe(source, observer("B"))
    }
    scenario("A subscribes B to the same range(start: 1, count: 3) while receiving 1: each receives all") {
        // Printed at the end, not as they come: in chapter 9 the trampoline interleaves them.
        let source = Observable.range(start: 1, count: 3)
        var receivedByA: [String] = []
        var receivedByB: [String] = []
        _ = source.subscribe(AnyObserver<Int> { event in
            receivedByA.append("\(event)")
            guard case .next(1) = event else { return }
            _ = source.subscribe(AnyObserver<Int> { receivedByB.append("\($0)") })
        })
        print("A received: \(receivedByA.joined(separator: ", "))")
        print("B received: \(receivedByB.joined(separator: ", "))")
    }
}

rule("deferred calls its factory once per subscription, when it is subscribed, and passes on the events of the observable the factory returned") {
    scenario("made, then subscribed twice: each subscriber gets a new observable") {
        var calls = 0
        let source = Observable<String>.deferred {
            calls += 1
            print("factory called (\(calls))")
            return Observable.just("fresh \(calls)")
        }
        print("deferred made")
        _ = subscribe(source, observer("A"))
        _ = subscribe(source, observer("B"))
    }
    scenario("a subject behind deferred: its elements pass on until it completes") {
        let subject = PublishSubject<Int>()
        let source = Observable.deferred {
            print("factory called")
            return logged(subject)
        }
        _ = subscribe(source, observer("R"))
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
    }
    scenario("A subscribes B to the same deferred while receiving 1: the factory is called again, inside") {
        let subject = PublishSubject<Int>()
        var calls = 0
        let source = Observable.deferred {
            calls += 1
            print("factory called (\(calls))")
            return subject.asObservable()
        }
        var subscriptionOfB: Disposable?
        let subscriptionOfA = source.subscribe(observer("A") { event in
            guard case .next(1) = event, subscriptionOfB == nil else { return }
            subscriptionOfB = source.subscribe(observer("B"))
        })
        subject.onNext(1)
        subject.onNext(2)
        subscriptionOfA.dispose()
        subscriptionOfB?.dispose()
    }
}

rule("a factory that throws gives that subscriber its error, and leaves nothing alive") {
    scenario("the factory throws on its second call") {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            print("factory called (\(calls))")
            if calls == 2 { throw Failure.noCache }
            return Observable.just(calls)
        }
        _ = subscribe(source, observer("A"))
        _ = subscribe(source, observer("B"))
    }
    scenario("the subscription, held after the error, keeps nothing of deferred's alive") {
        let subscription = subscribe(
            Observable<Int>.deferred { throw Failure.noCache }, observer("R"))
        print("live MyRx objects while the subscription is held: \(Resources.total)")
        subscription.dispose()
    }
}

rule("deferred passes the stop event on, then releases the observable the factory returned; disposing the subscription releases it too") {
    scenario("a hand-written source that does not release itself: 1, then completed") {
        let source = HandWrittenSource()
        _ = subscribe(Observable.deferred { source }, observer("R"))
        source.send(.next(1))
        source.send(.completed)
        source.send(.next(2))
    }
    scenario("a hand-written source that does not release itself: an error") {
        let source = HandWrittenSource()
        _ = subscribe(Observable.deferred { source }, observer("R"))
        source.send(.error(Failure.offline))
    }
    scenario("the subscriber disposes") {
        let source = HandWrittenSource()
        let subscription = subscribe(Observable.deferred { source }, observer("R"))
        source.send(.next(1))
        print("dispose")
        subscription.dispose()
        source.send(.next(2))
    }
}

rule("do runs onNext, onError and onCompleted before the event goes on, and afterNext, afterError and afterCompleted after it; the events pass on unchanged") {
    scenario("1, 2, then completed") {
        let subject = PublishSubject<Int>()
        _ = traced(subject.asObservable()).subscribe(observer("R"))
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
    }
    scenario("1, then an error") {
        let subject = PublishSubject<Int>()
        _ = traced(subject.asObservable()).subscribe(observer("R"))
        subject.onNext(1)
        subject.onError(Failure.offline)
    }
    scenario("no handlers: the events pass on") {
        let subject = PublishSubject<Int>()
        _ = subject.do().subscribe(observer("R"))
        subject.onNext(1)
        subject.onCompleted()
    }
    scenario("R sends 2 into the source while receiving 1: 2's handlers run inside 1's") {
        let subject = PublishSubject<Int>()
        let subscription = traced(subject.asObservable()).subscribe(observer("R") { event in
            guard case .next(1) = event else { return }
            print("R sends 2")
            subject.onNext(2)
        })
        subject.onNext(1)
        subscription.dispose()
    }
}

rule("onSubscribe runs before do subscribes to its source, onSubscribed after; onDispose runs after the source's subscription is disposed, whichever way the subscription ends") {
    scenario("the subscriber disposes") {
        let subject = PublishSubject<Int>()
        let subscription = subscribe(traced(logged(subject)), observer("R"))
        subject.onNext(1)
        print("dispose")
        subscription.dispose()
    }
    scenario("a hand-written source that does not release itself completes") {
        let source = HandWrittenSource()
        _ = subscribe(traced(source), observer("R"))
        source.send(.next(1))
        source.send(.completed)
    }
    scenario("a hand-written source that does not release itself fails") {
        let source = HandWrittenSource()
        _ = subscribe(traced(source), observer("R"))
        source.send(.error(Failure.offline))
    }
    scenario("a source that sends 7 and completed while do subscribes: onDispose runs after onSubscribed") {
        _ = subscribe(traced(sevenAtOnce()), observer("R"))
    }
    scenario("the subscription, disposed again, runs onDispose once") {
        let subject = PublishSubject<Int>()
        let subscription = traced(logged(subject)).subscribe(observer("R"))
        print("dispose")
        subscription.dispose()
        print("dispose again")
        subscription.dispose()
    }
}

rule("an after… handler runs after the observer has handled the event, even when the observer disposed the subscription meanwhile") {
    scenario("R disposes its subscription while receiving 1") {
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = traced(logged(subject)).subscribe(observer("R") { event in
            guard case .next(1) = event else { return }
            print("R disposes")
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
    }
}

rule("a handler that throws ends the result with its error, and releases the source; onNext, onError and onCompleted throw instead of the event going on, an after… handler after it") {
    scenario("onNext throws on 2") {
        let source = HandWrittenSource()
        _ = source.do(onNext: { number in
            print("onNext(\(number))")
            if number == 2 { throw Failure.badInput }
        }, onDispose: { print("onDispose") }).subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
    }
    scenario("afterNext throws on 1") {
        let source = HandWrittenSource()
        _ = source.do(afterNext: { number in
            print("afterNext(\(number))")
            throw Failure.badInput
        }, onDispose: { print("onDispose") }).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
    }
    scenario("onError throws: its error goes on instead of the source's") {
        let source = HandWrittenSource()
        _ = source.do(onError: { error in
            print("onError(\(error))")
            throw Failure.badInput
        }).subscribe(observer("R"))
        source.send(.error(Failure.offline))
    }
    scenario("onCompleted throws") {
        let source = HandWrittenSource()
        _ = source.do(onCompleted: {
            print("onCompleted")
            throw Failure.badInput
        }).subscribe(observer("R"))
        source.send(.completed)
    }
    scenario("afterCompleted throws: completed has gone on, and the error follows it, as RxSwift sends it") {
        let source = HandWrittenSource()
        _ = source.do(afterCompleted: {
            print("afterCompleted")
            throw Failure.badInput
        }).subscribe(observer("R"))
        source.send(.completed)
    }
}

rule("from(optional:) sends the element it holds, then completed; for nil, only completed; both during subscribe") {
    scenario("from(optional: 7)") {
        _ = subscribe(Observable.from(optional: 7), observer("R"))
    }
    scenario("from(optional: nil)") {
        _ = subscribe(Observable<Int>.from(optional: nil), observer("R"))
    }
    scenario("from(optional: 7), through map") {
        _ = subscribe(Observable.from(optional: 7).map { "#\($0)" }, observer("R"))
    }
    scenario("A subscribes B to the same from(optional: 7) while receiving 7: B gets both events inside") {
        let source = Observable.from(optional: 7)
        _ = subscribe(source, observer("A") { event in
            if case .next = event {
                _ = subscribe(source, observer("B"))
            }
        })
    }
    scenario("the subscription, held after completed, keeps nothing alive") {
        let subscription = subscribe(Observable.from(optional: 7), observer("R"))
        print("live MyRx objects while the subscription is held: \(Resources.total)")
        subscription.dispose()
    }
}

rule("from(optional:scheduler:) sends the element in one piece of the scheduler's work and completed in the next; for nil, completed in the first; disposing the subscription cancels the piece still waiting") {
    scenario("from(optional: 7, scheduler: hand)") {
        let hand = HandScheduler()
        let subscription = subscribe(Observable.from(optional: 7, scheduler: hand), observer("R"))
        while hand.runNext() {}
        print("live MyRx objects while the subscription is held: \(Resources.total)")
        subscription.dispose()
    }
    scenario("from(optional: nil, scheduler: hand)") {
        let hand = HandScheduler()
        let subscription = subscribe(Observable<Int>.from(optional: nil, scheduler: hand), observer("R"))
        while hand.runNext() {}
        print("live MyRx objects while the subscription is held: \(Resources.total)")
        subscription.dispose()
    }
    scenario("disposed before the first piece runs") {
        let hand = HandScheduler()
        let subscription = subscribe(Observable.from(optional: 7, scheduler: hand), observer("R"))
        print("disposing R's subscription")
        subscription.dispose()
        hand.runNext()
    }
    scenario("disposed after the element, while completed waits") {
        let hand = HandScheduler()
        let subscription = subscribe(Observable.from(optional: 7, scheduler: hand), observer("R"))
        hand.runNext()
        print("disposing R's subscription")
        subscription.dispose()
        hand.runNext()
    }
    scenario("the observer disposes the subscription when it gets 7") {
        let hand = HandScheduler()
        var subscription: Disposable?
        subscription = subscribe(Observable.from(optional: 7, scheduler: hand), observer("R") { event in
            if case .next = event {
                print("R disposes its subscription")
                subscription?.dispose()
            }
        })
        while hand.runNext() {}
        subscription = nil
    }
}
