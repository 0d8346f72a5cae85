// Case trait_as_single: asSingle() on zero, one and two elements and on an error, with RxSwift's
// texts for RxError.noElements and RxError.moreThanOneElement; the element sent only when the
// source completes; a second element failing at once and releasing the source; onDisposed
// right after onSuccess/onFailure; the observable underneath (next, then completed); map and
// flatMap on the result.
import MiniRx

enum LookupError: Error, CustomDebugStringConvertible {
    case offline
    var debugDescription: String { "LookupError.offline" }
}

func show(_ name: String, _ single: Single<Int>) {
    _ = single.subscribe(
        onSuccess: { print("\(name): success \($0)") },
        onFailure: { print("\(name): failure \($0)") },
        onDisposed: { print("\(name): disposed") }
    )
}

print("-- factories")
show("just(1)", Observable.just(1).asSingle())
show("of(1, 2)", Observable.of(1, 2).asSingle())
show("empty()", Observable<Int>.empty().asSingle())
show("error", Observable<Int>.error(LookupError.offline).asSingle())
show("of(1, 2, 3).filter { $0 > 2 }", Observable.of(1, 2, 3).filter { $0 > 2 }.asSingle())

print("-- a subject: the element waits for completed")
let answers = PublishSubject<Int>()
show("answers", answers.asSingle())
answers.onNext(7)
print("sent 7")
answers.onCompleted()
print("completed")

print("-- a second element fails at once and releases the subject")
let twice = PublishSubject<Int>()
show("twice", twice.asSingle())
twice.onNext(1)
print("sent 1")
twice.onNext(2)
print("sent 2; twice has observers: \(twice.hasObservers)")
twice.onCompleted()

print("-- an error after an element: the element is dropped")
let failing = PublishSubject<Int>()
show("failing", failing.asSingle())
failing.onNext(1)
failing.onError(LookupError.offline)

print("-- a BehaviorSubject: its current value, once it completes")
let current = BehaviorSubject(value: 3)
show("current", current.asSingle())
print("subscribed")
current.onCompleted()

print("-- the Single's events, and the observable underneath")
_ = Observable.of(5).asSingle().subscribe { print("event: \($0)") }
_ = Observable<Int>.empty().asSingle().subscribe { print("event: \($0)") }
_ = Observable.just(5).asSingle().asObservable().subscribe { print("underneath: \($0)") }

print("-- map and flatMap on the result")
_ = Observable.of(2).asSingle()
    .map { $0 * 10 }
    .flatMap { value in Observable.of(value, value + 1).asSingle() }
    .subscribe { print("of(2) map flatMap(of(20, 21)): \($0)") }
_ = Observable.of(2).asSingle()
    .flatMap { value in Single.just(value + 1) }
    .subscribe { print("of(2) flatMap(just): \($0)") }
print("-- end")
