// Case app_dispose_mid_stream: subscriptions that end while their source is still sending. A
// subscriber disposes its own subscription from inside onNext (map and filter between): nothing
// more arrives and the subject loses its observer. A synchronous source's subscriber disposes a
// CompositeDisposable before the subscription is in it: the source sends on, and the insert that
// comes after disposes the subscription at once. A screen's DisposeBag is replaced mid-stream.
import MiniRx

print("-- dispose from inside onNext")
let prices = PublishSubject<Int>()
var subscription: Disposable?
subscription = prices
    .map { $0 * 2 }
    .filter { $0 != 4 }
    .subscribe(
        onNext: { value in
            print("  price \(value)")
            if value >= 6 {
                print("  enough, disposing")
                subscription?.dispose()
                print("  disposed returned")
            }
        },
        onCompleted: { print("  completed") },
        onDisposed: { print("  onDisposed") }
    )
for price in 1...5 {
    print("send \(price)")
    prices.onNext(price)
}
prices.onCompleted()
print("prices observed: \(prices.hasObservers)")

print("-- a synchronous source and a CompositeDisposable")
let composite = CompositeDisposable()
let counter = Observable<Int>.create { observer in
    for i in 1...3 {
        print("  send \(i)")
        observer.onNext(i)
    }
    print("  counter returns")
    return Disposables.create { print("  counter disposed") }
}
let key = composite.insert(counter.subscribe(
    onNext: { value in
        print("  got \(value)")
        if value == 1 { composite.dispose() }
    },
    onDisposed: { print("  onDisposed") }
))
print("inserted: \(key != nil), composite disposed: \(composite.isDisposed), count \(composite.count)")

print("-- a screen's DisposeBag replaced mid-stream")
let ticks = PublishSubject<Int>()
let names = BehaviorSubject(value: "Ada")
var bag = DisposeBag()
ticks.subscribe(
    onNext: { print("  tick \($0)") },
    onDisposed: { print("  ticks disposed") }
).disposed(by: bag)
ticks.withLatestFrom(names).subscribe(
    onNext: { print("  tick with \($0)") },
    onDisposed: { print("  tick with name disposed") }
).disposed(by: bag)
ticks.onNext(1)
print("replace the bag")
bag = DisposeBag()
ticks.onNext(2)
print("ticks observed: \(ticks.hasObservers), names observed: \(names.hasObservers)")
