// Case subj_publish: PublishSubject delivers only events after subscription; events with
// no subscribers are lost; completion reaches every current subscriber (then onDisposed);
// events after completion are ignored; a late subscriber gets only `completed`.
import MiniRx

func observe(_ subject: PublishSubject<String>, _ id: String) -> Disposable {
    subject.subscribe(
        onNext: { print("\(id) onNext \($0)") },
        onError: { print("\(id) onError \($0)") },
        onCompleted: { print("\(id) onCompleted") },
        onDisposed: { print("\(id) onDisposed") }
    )
}

let subject = PublishSubject<String>()
print("hasObservers: \(subject.hasObservers)")
subject.onNext("lost (nobody listening)")
let a = observe(subject, "A")
print("hasObservers: \(subject.hasObservers)")
subject.onNext("one")
let b = observe(subject, "B")
subject.onNext("two")
print("-- dispose A")
a.dispose()
subject.onNext("three")
print("-- complete")
subject.onCompleted()
print("hasObservers: \(subject.hasObservers)")
subject.onNext("after completed")
subject.onCompleted()
print("-- late subscriber C")
let c = observe(subject, "C")
print("-- dispose B and C")
b.dispose()
c.dispose()
print("-- end")
