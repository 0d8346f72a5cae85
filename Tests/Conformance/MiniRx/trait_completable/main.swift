// Case trait_completable: Completable.create with .completed / .error,
// subscribe(onCompleted:onError:onDisposed:), CompletableEvent printing, Completable.empty,
// andThen.
import MiniRx

// Errors print through Result/MaybeEvent/CompletableEvent, which use the payload's
// debugDescription; a custom one keeps the output independent of the module name.
enum DemoError: Error, CustomDebugStringConvertible {
    case writeFailed
    var debugDescription: String { "DemoError.writeFailed" }
}

let save = Completable.create { completable in
    print("save: started")
    completable(.completed)
    completable(.error(DemoError.writeFailed))
    return Disposables.create { print("save: disposable disposed") }
}
_ = save.subscribe(
    onCompleted: { print("onCompleted") },
    onError: { print("onError \($0)") },
    onDisposed: { print("onDisposed") }
)

print("-- error")
let broken = Completable.create { completable in
    completable(.error(DemoError.writeFailed))
    return Disposables.create()
}
_ = broken.subscribe(
    onCompleted: { print("onCompleted") },
    onError: { print("onError \($0)") },
    onDisposed: { print("onDisposed") }
)

print("-- event closure")
_ = save.subscribe { event in print("event: \(event)") }
_ = broken.subscribe { event in print("event: \(event)") }

print("-- empty / andThen")
_ = Completable.empty().subscribe { print("empty: \($0)") }
_ = Completable.empty().andThen(Observable.of(1, 2)).subscribe { print("andThen observable: \($0)") }
_ = save.andThen(Single.just("then")).subscribe { print("andThen single: \($0)") }
_ = broken.andThen(Observable.just(9)).subscribe { print("broken andThen: \($0)") }
