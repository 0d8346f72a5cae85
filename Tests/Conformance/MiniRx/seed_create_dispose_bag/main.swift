// Case seed_create_dispose_bag: blog claim (i). A cold `create` observable whose
// disposable debugPrints, subscribed twice; both subscriptions go into a DisposeBag,
// then the bag is released. What prints, and in which order, on release?
import MiniRx

var bag: DisposeBag? = DisposeBag()

let o = Observable<String>.create { ob in
    ob.onNext("123")
    return Disposables.create {
        debugPrint("subscribe — dispose")
    }
}

o.subscribe(
    onNext: { debugPrint("first onNext", $0) },
    onDisposed: { debugPrint("first onDisposed") }
).disposed(by: bag!)

o.subscribe(
    onNext: { debugPrint("second onNext", $0) },
    onDisposed: { debugPrint("second onDisposed") }
).disposed(by: bag!)

print("-- releasing the bag")
bag = nil
print("-- bag released")
