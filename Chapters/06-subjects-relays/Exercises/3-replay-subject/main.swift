// Exercise 6.3: the check program. Don't edit it: edit ReplayLast.swift. Its output must be
// exactly expected.txt.
import MiniRx

enum LoadError: Error {
    case offline
}

/// Subscribes a closure that prints every event with a name in front: `A next(1)`.
func watch<Source: ObservableType>(_ source: Source, as name: String) -> Disposable {
    source.subscribe { event in print("\(name) \(event)") }
}

do {
    let log = ReplayLast<String>(bufferSize: 2)
    log.onNext("boot")
    log.onNext("login")
    log.onNext("open inbox")
    print("-- A joins after three elements")
    let a = watch(log, as: "A")
    log.onNext("read mail")
    print("-- B joins")
    let b = watch(log, as: "B")
    log.onCompleted()
    log.onNext("ignored: the log has ended")
    print("-- late joins after the end")
    let late = watch(log, as: "late")
    for subscription in [a, b, late] { subscription.dispose() }

    print("-- an error is replayed after the buffer")
    let failing = ReplayLast<Int>(bufferSize: 1)
    failing.onNext(1)
    failing.onNext(2)
    failing.onError(LoadError.offline)
    watch(failing, as: "after the error").dispose()

    print("-- bufferSize 0 replays only the end")
    let none = ReplayLast<Int>(bufferSize: 0)
    none.onNext(1)
    let c = watch(none, as: "C")
    none.onNext(2)
    none.onCompleted()
    watch(none, as: "after the end").dispose()
    c.dispose()
}
print("live MiniRx objects: \(Resources.total)")
