// Case fact_basic: Observable.of / just / from / empty / never / error / range /
// repeatElement (+take) / from(optional:), printed as Events.
import MiniRx

enum DemoError: Error { case failure }

func show<T>(_ name: String, _ source: Observable<T>) {
    let d = source.subscribe { print("\(name): \($0)") }
    d.dispose()
}

show("of", Observable.of(1, 2, 3))
show("just", Observable.just("only"))
show("from", Observable.from(["x", "y", "z"]))
show("from empty array", Observable.from([Int]()))
show("empty", Observable<Int>.empty())
show("never", Observable<Int>.never())
show("error", Observable<Int>.error(DemoError.failure))
show("range", Observable.range(start: 5, count: 3))
show("range count 0", Observable.range(start: 5, count: 0))
show("repeatElement+take", Observable.repeatElement("r").take(3))
show("from(optional: 7)", Observable.from(optional: 7))
show("from(optional: nil)", Observable<Int>.from(optional: nil))
show("just array", Observable.just([1, 2]))
show("of arrays", Observable.of([1], [2, 3]))
print("-- never with onDisposed")
let d = Observable<Int>.never().subscribe(
    onNext: { print("never onNext \($0)") },
    onCompleted: { print("never onCompleted") },
    onDisposed: { print("never onDisposed") }
)
d.dispose()
print("-- empty with onDisposed")
_ = Observable<Int>.empty().subscribe(
    onCompleted: { print("empty onCompleted") },
    onDisposed: { print("empty onDisposed") }
)
