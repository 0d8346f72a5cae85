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

/// A disposable written by hand: it prints each time it is disposed, then runs `react`, so only
/// your library decides how often that happens.
struct Loud: Disposable {
    let name: String
    var react: () -> Void = {}

    func dispose() {
        print("\(name) disposed")
        react()
    }
}

/// A disposable that prints when it is disposed and is listed in `Tracked.alive` until it is
/// released, so a piece that keeps what it disposed shows.
final class Tracked: Disposable {
    nonisolated(unsafe) static var alive: [String] = []
    let name: String

    init(_ name: String) {
        self.name = name
        Tracked.alive.append(name)
    }

    func dispose() {
        print("\(name) disposed")
    }

    deinit {
        Tracked.alive.removeAll { $0 == name }
    }
}

/// Prints which `Tracked` disposables are still alive.
func showAlive(_ moment: String) {
    print("\(moment), still alive: \(Tracked.alive.isEmpty ? "none" : Tracked.alive.joined(separator: ", "))")
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
    scenario("a disposes the pair again from inside its dispose") {
        var both: Disposable?
        var disposesAgain = true
        both = Disposables.create(
            Loud(name: "a") {
                guard disposesAgain else { return }
                disposesAgain = false
                print("a disposes the pair again")
                both?.dispose()
            },
            Loud(name: "b"))
        both?.dispose()
        both = nil
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
    scenario("a disposes the group again, and inserts into it, from inside its dispose") {
        var group: CompositeDisposable? = CompositeDisposable()
        var reacts = true
        _ = group?.insert(Loud(name: "a") {
            guard reacts else { return }
            reacts = false
            print("a disposes the group again")
            group?.dispose()
            print("a inserts late")
            let key = group?.insert(Loud(name: "late"))
            print("key is nil: \(key == nil)")
        })
        _ = group?.insert(Loud(name: "b"))
        group?.dispose()
        group = nil
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
    scenario("remove after the group is disposed does nothing") {
        let group = CompositeDisposable()
        let a = group.insert(Loud(name: "a"))
        group.dispose()
        print("remove a")
        group.remove(for: a!)
        print("count \(group.count)")
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

rule("nothing of a subscription stays alive once it ends: what is disposed is let go at once") {
    scenario("create completes by itself, while the subscriber still holds its subscription") {
        var observer: AnyObserver<Int>?
        let subscription = Observable<Int>.create { sent in
            observer = sent
            return Tracked("create's disposable")
        }.subscribe(raw("R"))
        observer?.onCompleted()
        observer = nil
        showAlive("completed")
        withExtendedLifetime(subscription) {}
    }
    scenario("Disposables.create(a, b), disposed and still held") {
        let both = Disposables.create(Tracked("a"), Tracked("b"))
        both.dispose()
        showAlive("both disposed")
        withExtendedLifetime(both) {}
    }
    scenario("a CompositeDisposable, disposed and still held") {
        let group = CompositeDisposable()
        _ = group.insert(Tracked("a"))
        _ = group.insert(Tracked("b"))
        group.dispose()
        showAlive("group disposed")
        withExtendedLifetime(group) {}
    }
    scenario("Disposables.create(with:), whose action holds a, disposed and still held") {
        let disposable = { () -> Disposable in
            let a = Tracked("a")
            return Disposables.create { a.dispose() }
        }()
        disposable.dispose()
        showAlive("disposed")
        withExtendedLifetime(disposable) {}
    }
}

print("live MyRx objects: \(Resources.total)")
