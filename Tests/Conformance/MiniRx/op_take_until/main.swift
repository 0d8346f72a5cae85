// Case op_take_until: take(until: other) forwards elements until `other` emits, then
// completes and disposes both; completion of `other` without elements does not stop it;
// take(until: predicate, behavior:) exclusive/inclusive.
import MiniRx

let source = PublishSubject<Int>()
let stop = PublishSubject<String>()
let d = source
    .do(onDispose: { print("source disposed") })
    .take(until: stop.do(onDispose: { print("trigger disposed") }))
    .subscribe(
        onNext: { print("onNext \($0)") },
        onCompleted: { print("onCompleted") },
        onDisposed: { print("onDisposed") }
    )
source.onNext(1)
source.onNext(2)
print("-- trigger fires")
stop.onNext("stop")
source.onNext(3)
d.dispose()

print("-- trigger completes without elements")
let source2 = PublishSubject<Int>()
let stop2 = PublishSubject<Void>()
let d2 = source2.take(until: stop2).subscribe(
    onNext: { print("2 onNext \($0)") },
    onCompleted: { print("2 onCompleted") }
)
source2.onNext(1)
stop2.onCompleted()
source2.onNext(2)
source2.onCompleted()
d2.dispose()

print("-- predicate")
_ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }).subscribe { print("exclusive: \($0)") }
_ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive).subscribe { print("inclusive: \($0)") }
