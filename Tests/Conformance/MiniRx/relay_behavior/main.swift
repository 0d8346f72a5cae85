// Case relay_behavior: BehaviorRelay holds a current value (value), replays it to new
// subscribers, accept() updates value and notifies; bind(to:) does not forward completion.
import MiniRx

let relay = BehaviorRelay(value: "start")
print("value: \(relay.value)")
let a = relay.subscribe(
    onNext: { print("A onNext \($0)") },
    onCompleted: { print("A onCompleted") },
    onDisposed: { print("A onDisposed") }
)
relay.accept("second")
print("value: \(relay.value)")
let b = relay.subscribe(onNext: { print("B onNext \($0)") })
relay.accept("third")
print("-- bind(to:)")
let bound = Observable.of("x", "y").bind(to: relay)
print("value: \(relay.value)")
a.dispose()
relay.accept("after A left")
b.dispose()
bound.dispose()

print("-- array value appended via accept")
let list = BehaviorRelay<[Int]>(value: [])
let c = list.subscribe(onNext: { print("list \($0)") })
list.accept(list.value + [1])
list.accept(list.value + [2])
print("final value: \(list.value)")
c.dispose()
