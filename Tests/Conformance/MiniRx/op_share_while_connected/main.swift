// Case op_share_while_connected: share() and share(replay: 1, scope: .whileConnected)
// subscribe to the source once for concurrent subscribers, disconnect when the last one
// leaves, and start afresh (no stale replay) for the next subscriber.
import MiniRx

var subscriptions = 0
let source = Observable<Int>.create { observer in
    subscriptions += 1
    let n = subscriptions
    print("source subscription \(n)")
    observer.onNext(n * 10)
    observer.onNext(n * 10 + 1)
    return Disposables.create { print("source subscription \(n) disposed") }
}

print("-- share(replay: 1, scope: .whileConnected)")
let shared = source.share(replay: 1, scope: .whileConnected)
let a = shared.subscribe(onNext: { print("A \($0)") })
let b = shared.subscribe(onNext: { print("B \($0)") })
print("-- dispose A, B")
a.dispose()
b.dispose()
print("-- resubscribe C")
let c = shared.subscribe(onNext: { print("C \($0)") })
c.dispose()

print("-- share() over a subject")
let subject = PublishSubject<String>()
let hot = subject
    .do(onSubscribe: { print("subject subscribed") }, onDispose: { print("subject subscription disposed") })
    .map { "<\($0)>" }
    .share()
let x = hot.subscribe(onNext: { print("X \($0)") })
subject.onNext("1")
let y = hot.subscribe(onNext: { print("Y \($0)") })
subject.onNext("2")
x.dispose()
subject.onNext("3")
y.dispose()
subject.onNext("4")
let z = hot.subscribe(onNext: { print("Z \($0)") }, onCompleted: { print("Z completed") })
subject.onNext("5")
subject.onCompleted()
z.dispose()
print("-- after completion a new subscriber resubscribes")
let w = hot.subscribe(onNext: { print("W \($0)") }, onCompleted: { print("W completed") })
w.dispose()
