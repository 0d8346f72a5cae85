// Case subj_behavior: BehaviorSubject replays its current value to each new subscriber,
// value() returns the latest element, and after an error value() throws and late
// subscribers receive only the error.
import MiniRx

enum DemoError: Error { case failed }

let subject = BehaviorSubject(value: "initial")
print("value(): \(try subject.value())")
let a = subject.subscribe { print("A \($0)") }
subject.onNext("x")
let b = subject.subscribe { print("B \($0)") }
subject.onNext("y")
print("value(): \(try subject.value())")
print("hasObservers: \(subject.hasObservers)")
a.dispose()
subject.onNext("z")
print("-- error")
subject.onError(DemoError.failed)
subject.onNext("ignored")
do {
    let v = try subject.value()
    print("value() returned \(v)")
} catch {
    print("value() threw \(error)")
}
let c = subject.subscribe { print("C \($0)") }
b.dispose()
c.dispose()
print("-- end")
