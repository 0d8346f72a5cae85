// Exercise 6.3: the check program. Don't edit it: edit ReplayLast.swift. Its output must be
// exactly expected.txt. Each block starts with the rule it checks.
import MiniRx

enum LoadError: Error {
    case offline
}

/// Subscribes a raw observer that prints every event it receives with a name in front,
/// `A next(1)`. An `AnyObserver` keeps no grammar of its own, so a stop event sent twice prints
/// twice.
func watch<Source: ObservableType>(_ source: Source, as name: String) -> Disposable {
    source.subscribe(AnyObserver { event in print("\(name) \(event)") })
}

do {
    print("-- rule: a new subscriber first receives the last bufferSize elements, oldest first, then the live ones")
    let log = ReplayLast<String>(bufferSize: 2)
    log.onNext("boot")
    log.onNext("login")
    log.onNext("open inbox")
    let a = watch(log, as: "A")
    log.onNext("read mail")
    let b = watch(log, as: "B")

    print("-- rule: the first stop event is delivered once; events after it are ignored and not remembered")
    log.onCompleted()
    log.onNext("ignored: the log has ended")
    log.onCompleted()

    print("-- rule: a subscriber after the end receives the buffer, then the stop event, once")
    let late = watch(log, as: "late")
    for subscription in [a, b, late] { subscription.dispose() }

    print("-- rule: an error is remembered and replayed after the buffer, like completed")
    let failing = ReplayLast<Int>(bufferSize: 1)
    failing.onNext(1)
    failing.onNext(2)
    failing.onError(LoadError.offline)
    failing.onError(LoadError.offline)
    watch(failing, as: "after the error").dispose()

    print("-- rule: bufferSize 0 remembers no element, only the end")
    let none = ReplayLast<Int>(bufferSize: 0)
    none.onNext(1)
    let c = watch(none, as: "C")
    none.onNext(2)
    none.onCompleted()
    watch(none, as: "after the end").dispose()
    c.dispose()
}
print("live MiniRx objects: \(Resources.total)")
