// Case reent_subject: a subscriber of a PublishSubject calls onNext on the same subject
// from inside its onNext; the nested delivery order across subscribers is printed.
import MiniRx

let subject = PublishSubject<Int>()
let a = subject.subscribe(onNext: { value in
    print("A begin \(value)")
    if value == 1 {
        subject.onNext(2)
    }
    print("A end \(value)")
})
let b = subject.subscribe(onNext: { value in
    print("B \(value)")
})
subject.onNext(1)
print("-- second round: C re-emits, then completes the subject")
let c = subject.subscribe(onNext: { value in
    print("C begin \(value)")
    if value == 10 {
        subject.onNext(11)
        subject.onCompleted()
    }
    print("C end \(value)")
}, onCompleted: { print("C completed") })
subject.onNext(10)
subject.onNext(12)
a.dispose(); b.dispose(); c.dispose()
