// Case core_create_subscribe_order: Observable.create is lazy (nothing runs without a
// subscriber), each subscribe runs the create closure again, and the order of
// onNext / create-disposable / onDisposed when the returned Disposable is disposed
// (twice: the second dispose must be a no-op).
import MiniRx

enum DemoError: Error { case boom }

var runs = 0
print("-- defining the observable")
let source = Observable<Int>.create { observer in
    runs += 1
    let run = runs
    print("create closure run \(run): start")
    observer.onNext(run * 10)
    observer.onNext(run * 10 + 1)
    print("create closure run \(run): returning disposable")
    return Disposables.create {
        print("create disposable of run \(run): disposed")
    }
}
print("runs before any subscribe: \(runs)")

print("-- first subscribe")
let first = source.subscribe(
    onNext: { print("first onNext \($0)") },
    onError: { print("first onError \($0)") },
    onCompleted: { print("first onCompleted") },
    onDisposed: { print("first onDisposed") }
)
print("-- second subscribe")
let second = source.subscribe(
    onNext: { print("second onNext \($0)") },
    onError: { print("second onError \($0)") },
    onCompleted: { print("second onCompleted") },
    onDisposed: { print("second onDisposed") }
)
print("runs after two subscribes: \(runs)")

print("-- dispose second")
second.dispose()
print("-- dispose first")
first.dispose()
print("-- dispose first again")
first.dispose()
print("-- subscribe with no handlers at all")
let third = source.subscribe()
third.dispose()
print("runs at end: \(runs)")
