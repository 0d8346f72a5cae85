// Case core_stop_events_dropped: after completed or error, further events from the
// same observer (next, error, completed) are dropped; the sequence grammar is enforced.
import MiniRx

enum DemoError: Error { case first, second }

print("-- completed then more")
_ = Observable<Int>.create { o in
    o.onNext(1)
    o.onCompleted()
    o.onNext(2)
    o.onError(DemoError.first)
    o.onCompleted()
    print("closure finished")
    return Disposables.create()
}.subscribe { print($0) }

print("-- error then more")
_ = Observable<Int>.create { o in
    o.onNext(1)
    o.onError(DemoError.first)
    o.onNext(2)
    o.onError(DemoError.second)
    o.onCompleted()
    print("closure finished")
    return Disposables.create()
}.subscribe { print($0) }

print("-- via subscribe(onNext:onError:onCompleted:)")
_ = Observable<Int>.create { o in
    o.onNext(7)
    o.onError(DemoError.second)
    o.onNext(8)
    return Disposables.create()
}.subscribe(
    onNext: { print("onNext \($0)") },
    onError: { print("onError \($0)") },
    onCompleted: { print("onCompleted") },
    onDisposed: { print("onDisposed") }
)
print("-- end")
