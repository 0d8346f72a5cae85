// Stage 5.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0.
import MyRx

enum Failure: Error {
    case offline
}

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// A raw observer: it prints every event it gets (an `AnyObserver` keeps no grammar).
func raw(_ name: String) -> AnyObserver<Int> {
    AnyObserver { event in print("\(name) \(event)") }
}

/// A disposable written by hand: it prints each time it is disposed, and does nothing else, so
/// only your library decides how often that happens.
struct Loud: Disposable {
    let name: String

    func dispose() {
        print("\(name) disposed")
    }
}

/// An operator of the check's own on your Producer and Sink: its sink says when it is disposed,
/// and when told, ends its subscription from inside `run`, before `run` returns.
final class Watched: Producer<Int> {
    private let endDuringRun: Bool
    private let showCancel: Bool

    init(endDuringRun: Bool, showCancel: Bool = false) {
        self.endDuringRun = endDuringRun
        self.showCancel = showCancel
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Int
    {
        let sink = WatchedSink(observer: observer, cancel: cancel)
        if endDuringRun {
            print("run ends the subscription")
            sink.forwardOn(.completed)
            sink.dispose()
            if showCancel { print("in run, cancel.isDisposed: \(cancel.isDisposed)") }
        }
        print("run returns")
        return (sink: sink, subscription: Loud(name: "source subscription"))
    }
}

final class WatchedSink<Observer: ObserverType>: Sink<Observer> {
    override func dispose() {
        print("sink disposed")
        super.dispose()
    }
}

rule("a subscription that ends while run is still running is ended as soon as run returns: the sink, then the source's subscription") {
    scenario("an operator that ends inside run") {
        let subscription = Watched(endDuringRun: true).subscribe(raw("R"))
        print("subscribe returned")
        subscription.dispose()
    }
    scenario("create, whose closure completes before it returns") {
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { print("create's disposable disposed") }
        }.subscribe(raw("R"))
        print("subscribe returned")
        subscription.dispose()
    }
}

rule("cancel.isDisposed is true from the moment the subscription ends, during run too") {
    scenario("ended inside run") {
        _ = Watched(endDuringRun: true, showCancel: true).subscribe(raw("R"))
    }
    scenario("ended after run, by the subscriber") {
        let subscription = Watched(endDuringRun: false).subscribe(raw("R"))
        let cancel = subscription as? Cancelable
        print("before dispose, isDisposed: \(cancel?.isDisposed ?? false)")
        subscription.dispose()
        print("after dispose, isDisposed: \(cancel?.isDisposed ?? false)")
    }
}

rule("a subscription is ended once: the sink first, then the source's subscription; disposing again does nothing") {
    scenario("dispose three times") {
        let subscription = Watched(endDuringRun: false).subscribe(raw("R"))
        print("dispose")
        subscription.dispose()
        print("dispose again")
        subscription.dispose()
        subscription.dispose()
    }
    scenario("subscribe(onNext:…) completed, then disposed") {
        var observer: AnyObserver<Int>?
        let subscription = Observable<Int>.create { sent in
            observer = sent
            return Loud(name: "create's disposable")
        }.subscribe(onCompleted: { print("onCompleted") }, onDisposed: { print("onDisposed") })
        observer?.onCompleted()
        print("dispose after completed")
        subscription.dispose()
        observer = nil
    }
}

rule("Disposables.create(with:) runs its action the first time it is disposed, and never again, even from inside the action") {
    scenario("disposed twice") {
        let disposable = Disposables.create { print("action runs") }
        print("isDisposed: \(disposable.isDisposed)")
        disposable.dispose()
        disposable.dispose()
        print("isDisposed: \(disposable.isDisposed)")
    }
    scenario("disposed again from inside its action") {
        var disposable: Disposable?
        var disposesAgain = true
        disposable = Disposables.create {
            print("action runs")
            guard disposesAgain else { return }
            disposesAgain = false
            print("the action disposes again")
            disposable?.dispose()
        }
        disposable?.dispose()
        disposable = nil
    }
}

rule("Disposables.create(a, b) disposes a, then b, the first time only") {
    scenario("disposed twice") {
        let both = Disposables.create(Loud(name: "a"), Loud(name: "b"))
        both.dispose()
        both.dispose()
        print("isDisposed: \(both.isDisposed)")
    }
}

rule("a CompositeDisposable disposes everything it holds once, in the order it was added") {
    scenario("three, disposed twice") {
        let group = CompositeDisposable()
        _ = group.insert(Loud(name: "a"))
        _ = group.insert(Loud(name: "b"))
        _ = group.insert(Loud(name: "c"))
        print("count \(group.count), isDisposed \(group.isDisposed)")
        group.dispose()
        print("count \(group.count), isDisposed \(group.isDisposed)")
        group.dispose()
    }
    scenario("Disposables.create(a, b, c)") {
        let group = Disposables.create(Loud(name: "a"), Loud(name: "b"), Loud(name: "c"))
        group.dispose()
        group.dispose()
    }
}

rule("remove(for:) takes one disposable out of the group and disposes it at once") {
    scenario("remove b of three") {
        let group = CompositeDisposable()
        _ = group.insert(Loud(name: "a"))
        let b = group.insert(Loud(name: "b"))
        _ = group.insert(Loud(name: "c"))
        print("remove b")
        group.remove(for: b!)
        print("count \(group.count)")
        group.remove(for: b!)
        print("dispose the group")
        group.dispose()
    }
}

rule("what is inserted into a disposed CompositeDisposable is disposed at once, and insert returns nil") {
    scenario("insert after dispose") {
        let group = CompositeDisposable()
        group.dispose()
        let key = group.insert(Loud(name: "late"))
        print("key is nil: \(key == nil), count \(group.count)")
    }
}

rule("a DisposeBag disposes what it holds, in the order it was added, when it is released") {
    scenario("three subscriptions and a disposable") {
        var bag: DisposeBag? = DisposeBag()
        Observable<Int>.create { _ in Loud(name: "first subscription") }
            .subscribe(onDisposed: { print("first onDisposed") })
            .disposed(by: bag!)
        bag!.insert(Loud(name: "second"))
        Observable<Int>.create { _ in Loud(name: "third subscription") }
            .subscribe(raw("R"))
            .disposed(by: bag!)
        print("release the bag")
        bag = nil
        print("released")
    }
}

print("live MyRx objects: \(Resources.total)")
