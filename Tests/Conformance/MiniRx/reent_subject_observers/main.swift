// Case reent_subject_observers: observers of a subject that change the subject's observers or
// value while it is delivering. An observer disposed by another during a delivery still gets
// that delivery (the subject sends to the observers it had when the event came) and nothing
// after; an observer subscribed during a delivery gets only what follows (and, on a
// BehaviorSubject, the value at once); a BehaviorSubject set again from inside onNext sends the
// new value to everyone first, and the observers after the setter then get the older value.
import MiniRx

print("-- A disposes B during a delivery")
let subject = PublishSubject<String>()
var b: Disposable?
let a = subject.subscribe(onNext: { value in
    print("  A \(value)")
    if value == "1" {
        print("  A disposes B")
        b?.dispose()
    }
})
b = subject.subscribe(onNext: { print("  B \($0)") }, onDisposed: { print("  B disposed") })
subject.onNext("1")
subject.onNext("2")
a.dispose()

print("-- A subscribes C during a delivery")
let news = PublishSubject<String>()
var c: Disposable?
let a2 = news.subscribe(onNext: { value in
    print("  A \(value)")
    if c == nil {
        print("  A subscribes C")
        c = news.subscribe(onNext: { print("  C \($0)") })
    }
})
let b2 = news.subscribe(onNext: { print("  B \($0)") })
news.onNext("first")
news.onNext("second")
a2.dispose(); b2.dispose(); c?.dispose()

print("-- the same on a BehaviorSubject")
let level = BehaviorSubject(value: 0)
var d: Disposable?
let a3 = level.subscribe(onNext: { value in
    print("  A \(value)")
    if value == 1 && d == nil {
        print("  A subscribes D")
        d = level.subscribe(onNext: { print("  D \($0)") })
    }
})
level.onNext(1)
level.onNext(2)
a3.dispose(); d?.dispose()

print("-- a BehaviorSubject clamped from inside onNext")
let volume = BehaviorSubject(value: 5)
let clamp = volume.subscribe(onNext: { value in
    print("  clamp sees \(value)")
    if value > 10 {
        print("  clamp sets 10")
        volume.onNext(10)
    }
})
let speaker = volume.subscribe(onNext: { print("  speaker \($0)") })
volume.onNext(15)
print("value now \(try! volume.value())")
let late = volume.subscribe(onNext: { print("  late \($0)") })
clamp.dispose(); speaker.dispose(); late.dispose()
