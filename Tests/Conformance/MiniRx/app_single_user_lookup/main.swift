// Case app_single_user_lookup (a milestone of chapter 11): a "send money" screen looks up the
// recipient with asSingle(): the directory's answer must hold exactly one match. One match is
// the recipient; no match and two matches are errors, with RxSwift's texts; take(1) before
// asSingle() picks the first of several. Each lookup feeds a transfer, a Single chained with
// flatMap; the screen's taps reach the transfers through Observable's flatMap, and a
// failed lookup ends the screen's subscription with its error.
import MiniRx

let directory = ["ann": ["Ann Lee"], "bob": ["Bob Ray", "Bob Ode"], "cid": ["Cid Moe"]]

func lookup(_ name: String) -> Observable<String> {
    Observable.create { observer in
        print("  lookup \(name)")
        for match in directory[name] ?? [] { observer.onNext(match) }
        observer.onCompleted()
        return Disposables.create()
    }
}

func transfer(_ amount: Int, to recipient: String) -> Single<String> {
    Single.create { single in
        single(amount > 100 ? .failure(TransferError.limit(amount)) : .success("sent \(amount) to \(recipient)"))
        return Disposables.create()
    }
}

enum TransferError: Error { case limit(Int) }

func show(_ title: String, _ single: Single<String>) {
    _ = single.subscribe(onSuccess: { print("  \(title): \($0)") }, onFailure: { print("  \(title) failed: \($0)") })
}

show("ann", lookup("ann").asSingle().flatMap { transfer(20, to: $0) })
show("nobody", lookup("dan").asSingle().flatMap { transfer(20, to: $0) })
show("bob", lookup("bob").asSingle().flatMap { transfer(20, to: $0) })
show("first bob", lookup("bob").take(1).asSingle().flatMap { transfer(20, to: $0) })
show("cid, too much", lookup("cid").asSingle().flatMap { transfer(500, to: $0) }.map { "receipt: \($0)" })

print("-- taps")
let taps = PublishSubject<(String, Int)>()
_ = taps
    .flatMap { name, amount in lookup(name).asSingle().flatMap { transfer(amount, to: $0) } }
    .subscribe(onNext: { print("  \($0)") }, onError: { print("  the screen stops: \($0)") })
taps.onNext(("ann", 5))
taps.onNext(("cid", 7))
taps.onNext(("bob", 9))
taps.onNext(("ann", 1))
print("  taps observed: \(taps.hasObservers)")
