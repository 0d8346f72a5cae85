// Case bag_dispose_order: a DisposeBag disposes its contents in insertion order when it is
// released (set to nil); insert, variadic insert, disposed(by:), DisposeBag(disposing:),
// and subscriptions that already completed (their onDisposed must not run twice).
import MiniRx

func named(_ name: String) -> Disposable {
    Disposables.create { print("dispose \(name)") }
}

var bag: DisposeBag? = DisposeBag()
bag!.insert(named("a"))
bag!.insert(named("b"))
named("c").disposed(by: bag!)
bag!.insert(named("d"), named("e"))
Observable.of(1, 2).subscribe(
    onNext: { print("finite onNext \($0)") },
    onCompleted: { print("finite onCompleted") },
    onDisposed: { print("finite onDisposed") }
).disposed(by: bag!)
Observable<Int>.never().subscribe(
    onNext: { print("never onNext \($0)") },
    onDisposed: { print("never onDisposed") }
).disposed(by: bag!)
named("f").disposed(by: bag!)
print("-- releasing bag")
bag = nil
print("-- released")

print("-- DisposeBag(disposing:)")
var bag2: DisposeBag? = DisposeBag(disposing: named("x"), named("y"))
bag2!.insert(named("z"))
bag2 = nil
print("-- end")
