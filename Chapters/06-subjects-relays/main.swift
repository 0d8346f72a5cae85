// Chapter 6: Subjects and relays. Chapter 1's TestSubject, grown up: PublishSubject with seed
// 000's two subscribers; the grammar and `dispose()` that TestSubject lacked; the order observers
// are called in; BehaviorSubject, ReplaySubject and AsyncSubject, which remember different
// things; relays for state that must never end; and an observer that sends into its own subject.
import Foundation
import MiniRx

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch06\n".utf8))
    exit(2)
}

enum LoadError: Error { case offline }

/// Subscribes a closure that prints every event with a name in front: `  A next(1)`.
func watch<Source: ObservableType>(_ source: Source, as name: String) -> Disposable {
    source.subscribe { event in print("  \(name) \(event)") }
}

print("-- 1. Chapter 1's TestSubject, met again as PublishSubject")
do {
    // Chapter 1's view model owned a TestSubject and called `on(.next(data))`; the same code
    // works with PublishSubject, which is an observer (it has `on`) and an observable.
    let data = PublishSubject<String>()
    let screen = watch(data, as: "screen")
    let badge = watch(data, as: "badge")
    data.on(.next("the data"))
    // TestSubject's dispose() removed everyone; here each subscription ends on its own.
    badge.dispose()
    data.onNext("fresh data")
    screen.dispose()
    print("hasObservers after both left: \(data.hasObservers)")
}

print("-- 2. Seed 000's example: two subscribers, the second one late")
do {
    let bag = DisposeBag()
    let subject = PublishSubject<String>()
    subject.subscribe { print("Subscription: 1 Event:", $0) }.disposed(by: bag)
    subject.onNext("🐶")
    subject.onNext("🐱")
    subject.subscribe { print("Subscription: 2 Event:", $0) }.disposed(by: bag)
    subject.onNext("🅰️")
    subject.onNext("🅱️")
}

print("-- 3. The grammar: completed is the end, for everyone")
do {
    let subject = PublishSubject<Int>()
    let a = watch(subject, as: "A")
    subject.onNext(1)
    subject.onCompleted()
    print("hasObservers after completed: \(subject.hasObservers)")
    subject.onNext(2)  // ignored: the subject has ended
    let late = watch(subject, as: "late")  // gets only the stop event
    a.dispose()
    late.dispose()
}

print("-- 4. dispose() is not completed: nobody is told, and the subject is unusable")
do {
    let subject = PublishSubject<Int>()
    let a = watch(subject, as: "A")
    subject.dispose()
    subject.onNext(1)  // goes nowhere; A is not told anything
    print("isDisposed: \(subject.isDisposed)")
    _ = subject.subscribe(onError: { error in
        print("  late subscriber: error \(error)")
    })
    a.dispose()
}

print("-- 5. Who is called first: a newcomer takes the first free slot")
do {
    let subject = PublishSubject<String>()
    let a = watch(subject, as: "A")
    let b = watch(subject, as: "B")
    let c = watch(subject, as: "C")
    subject.onNext("A, B, C joined")
    a.dispose()
    let d = watch(subject, as: "D")
    subject.onNext("A left, D joined")
    b.dispose()
    let e = watch(subject, as: "E")
    subject.onNext("B left, E joined")
    for subscription in [c, d, e] { subscription.dispose() }
}

print("-- 6. Joining and leaving during delivery")
do {
    let subject = PublishSubject<Int>()
    var b: Disposable?
    var newcomer: Disposable?
    let a = subject.subscribe(onNext: { value in
        print("  A \(value)")
        if value == 1 {
            print("  A disposes B and subscribes a newcomer")
            b?.dispose()
            newcomer = watch(subject, as: "newcomer")
        }
    })
    b = watch(subject, as: "B")
    subject.onNext(1)  // B still gets 1 (it was in the snapshot); the newcomer does not
    subject.onNext(2)
    a.dispose()
    newcomer?.dispose()
}

print("-- 7. BehaviorSubject: a current value, replayed to each new subscriber")
do {
    let temperature = BehaviorSubject(value: 20)
    let a = watch(temperature, as: "A")
    temperature.onNext(21)
    let b = watch(temperature, as: "B")  // receives 21 at once
    print("value(): \(try! temperature.value())")
    temperature.onError(LoadError.offline)
    do {
        _ = try temperature.value()
    } catch {
        print("value() throws after the error: \(error)")
    }
    let late = watch(temperature, as: "late")  // only the error
    print("hasObservers after the error: \(temperature.hasObservers)")
    for subscription in [a, b, late] { subscription.dispose() }

    let disposed = BehaviorSubject(value: "x")
    disposed.dispose()
    do {
        _ = try disposed.value()
    } catch RxError.disposed {
        print("value() throws RxError.disposed after dispose()")
    } catch {
        print("unexpected \(error)")
    }
}

print("-- 8. ReplaySubject: the last N elements, then the stop event")
do {
    let log = ReplaySubject<String>.create(bufferSize: 2)
    log.onNext("boot")
    log.onNext("login")
    log.onNext("open inbox")
    let a = watch(log, as: "A")
    log.onNext("read mail")
    log.onCompleted()
    let late = watch(log, as: "late")
    a.dispose()
    late.dispose()
    let everything = ReplaySubject<Int>.createUnbounded()
    for value in 1...3 { everything.onNext(value) }
    watch(everything, as: "unbounded").dispose()
}

print("-- 9. AsyncSubject: only the last element, and only at completion")
do {
    let result = AsyncSubject<String>()
    let a = watch(result, as: "A")
    result.onNext("draft 1")
    result.onNext("draft 2")
    print("  (nothing yet)")
    result.onCompleted()
    let late = watch(result, as: "late")
    a.dispose()
    late.dispose()
}

print("-- 10. Relays: state that must never end")
do {
    let username = BehaviorRelay(value: "guest")
    let label = username.subscribe(onNext: { print("  label shows \($0)") })
    username.accept("ada")
    print("value: \(username.value)")
    // A finite source bound to a relay: its elements arrive, its completion does not.
    let binding = Observable.of("grace", "linus").bind(to: username)
    username.accept("still open")
    let taps = PublishRelay<Void>()
    var tapCount = 0
    let counter = taps.subscribe(onNext: { tapCount += 1 })
    taps.accept(())
    taps.accept(())
    print("taps: \(tapCount)")
    for subscription in [label, binding, counter] { subscription.dispose() }
}

print("-- 11. A reentrant send: an observer sends into its own subject")
do {
    let subject = PublishSubject<Int>()
    let a = subject.subscribe(onNext: { value in
        print("  A begin \(value)")
        if value == 1 { subject.onNext(2) }
        print("  A end \(value)")
    })
    let b = subject.subscribe(onNext: { print("  B \($0)") })
    subject.onNext(1)  // B hears 2 before 1
    a.dispose()
    b.dispose()
}

print("live MiniRx objects: \(Resources.total)")
