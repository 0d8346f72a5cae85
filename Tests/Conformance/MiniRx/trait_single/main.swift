// Case trait_single: Single.create with .success / .failure (SingleEvent is
// Result<Element, Error>), subscribe(onSuccess:onFailure:onDisposed:) ordering, printing
// SingleEvent values, later events ignored, Single.just / Single.error, map/flatMap.
import MiniRx

// Errors print through Result/MaybeEvent/CompletableEvent, which use the payload's
// debugDescription; a custom one keeps the output independent of the module name.
enum DemoError: Error, CustomDebugStringConvertible {
    case notFound
    var debugDescription: String { "DemoError.notFound" }
}

let ok = Single<Int>.create { single in
    print("ok: subscribed")
    single(.success(42))
    single(.success(43))
    single(.failure(DemoError.notFound))
    print("ok: closure returning")
    return Disposables.create { print("ok: disposable disposed") }
}
let d1 = ok.subscribe(
    onSuccess: { print("onSuccess \($0)") },
    onFailure: { print("onFailure \($0)") },
    onDisposed: { print("onDisposed") }
)
d1.dispose()

print("-- failure")
let failing = Single<String>.create { single in
    single(.failure(DemoError.notFound))
    return Disposables.create { print("failing: disposable disposed") }
}
_ = failing.subscribe(
    onSuccess: { print("onSuccess \($0)") },
    onFailure: { print("onFailure \($0)") },
    onDisposed: { print("onDisposed") }
)

print("-- event closure")
_ = ok.subscribe { event in print("event: \(event)") }
_ = failing.subscribe { event in
    switch event {
    case .success(let value): print("switch success \(value)")
    case .failure(let error): print("switch failure \(error)")
    }
}

print("-- factories and operators")
_ = Single.just(1).map { $0 + 1 }.subscribe { print("just+map: \($0)") }
_ = Single<Int>.error(DemoError.notFound).subscribe { print("error: \($0)") }
_ = Single.just(3).flatMap { v in Single.just(v * 10) }.subscribe { print("flatMap: \($0)") }

print("-- disposed before success")
var pending: ((SingleEvent<Int>) -> Void)?
let later = Single<Int>.create { single in
    pending = single
    return Disposables.create { print("later: disposable disposed") }
}
let d2 = later.subscribe(onSuccess: { print("later onSuccess \($0)") }, onDisposed: { print("later onDisposed") })
d2.dispose()
pending?(.success(1))
print("-- end")
