// Stage 7.13: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a sink or a subscription that outlives its scenario is a leak.
import MyRx

enum Failure: Error {
    case offline
    case badInput
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

/// A raw observer: it prints every event it receives, a second stop event included, since an
/// `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func observer<Element>(_ name: String, react: @escaping (Event<Element>) -> Void = { _ in })
    -> AnyObserver<Element>
{
    AnyObserver { event in
        print("\(name) \(event)")
        react(event)
    }
}

/// `source`, saying when it is subscribed to and when that subscription is released, by `name`.
/// Made with `create`, whose subscription also ends by itself on a stop event.
func logged<Element>(_ source: PublishSubject<Element>, _ name: String = "source") -> Observable<Element> {
    Observable.create { observer in
        print("\(name) subscribed")
        let subscription = source.subscribe(observer)
        return Disposables.create {
            print("\(name) released")
            subscription.dispose()
        }
    }
}

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, not even a stop event it sends, so "source released" prints only
/// when your operator lets go of it. It subclasses `Observable`, so your operator gets it as it is.
final class HandWrittenSource: Observable<Int> {
    private let name: String
    private var observer: AnyObserver<Int>?

    init(_ name: String = "source") {
        self.name = name
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        print("\(name) subscribed")
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("\(self.name) released")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        print("\(name) sends \(event)")
        observer?.on(event)
    }
}

/// A disposable that says when it is disposed.
func wrapped() -> Disposable {
    Disposables.create { print("the wrapped disposable is disposed") }
}

/// Subscribes to the groups `groupBy` sends: it prints each group's key as it arrives and
/// subscribes a raw observer to it then, named after the key (and after the watcher, but for
/// "R"), unless `subscribeTo` says not.
/// The group subscriptions go into `groupSubscriptions`.
final class GroupWatcher {
    var groupSubscriptions: [Disposable] = []
    var groups: [GroupedObservable<Int, Int>] = []
    let name: String
    let subscribeTo: (Int) -> Bool

    init(_ name: String = "R", subscribeTo: @escaping (Int) -> Bool = { _ in true }) {
        self.name = name
        self.subscribeTo = subscribeTo
    }

    var resultObserver: AnyObserver<GroupedObservable<Int, Int>> {
        AnyObserver { event in
            switch event {
            case .next(let group):
                print("\(self.name) next(group \(group.key))")
                self.groups.append(group)
                if self.subscribeTo(group.key) {
                    let groupName = self.name == "R" ? "group \(group.key)" : "\(self.name)'s group \(group.key)"
                    self.groupSubscriptions.append(group.subscribe(observer(groupName)))
                }
            default:
                print("\(self.name) \(event)")
            }
        }
    }

    func disposeGroups() {
        for subscription in groupSubscriptions { subscription.dispose() }
        groupSubscriptions = []
        groups = []
    }
}

rule("RefCountDisposable disposes what it wraps once it is disposed and every disposable retain() gave is disposed, each counted once") {
    scenario("nothing retained: dispose disposes it at once") {
        let refCount = RefCountDisposable(disposable: wrapped())
        print("dispose")
        refCount.dispose()
        print("isDisposed: \(refCount.isDisposed)")
    }
    scenario("A and B retained; dispose, then A twice, then B") {
        let refCount = RefCountDisposable(disposable: wrapped())
        let a = refCount.retain()
        let b = refCount.retain()
        print("dispose")
        refCount.dispose()
        print("A disposes")
        a.dispose()
        print("A disposes again")
        a.dispose()
        print("isDisposed: \(refCount.isDisposed)")
        print("B disposes")
        b.dispose()
        print("isDisposed: \(refCount.isDisposed)")
    }
    scenario("A retained and let go before dispose; dispose twice") {
        let refCount = RefCountDisposable(disposable: wrapped())
        let a = refCount.retain()
        print("A disposes")
        a.dispose()
        print("dispose")
        refCount.dispose()
        print("dispose again")
        refCount.dispose()
    }
    scenario("a retain after the wrapped disposable is gone holds nothing") {
        let refCount = RefCountDisposable(disposable: wrapped())
        refCount.dispose()
        let late = refCount.retain()
        print("the late one disposes")
        late.dispose()
    }
}

rule("groupBy sends a group, with its key, at the first element of each key, before that element; later elements of a key go to its group") {
    scenario("11, 21, 12, 13 grouped by tens, each group subscribed to as it arrives") {
        let source = PublishSubject<Int>()
        let watcher = GroupWatcher()
        let subscription = logged(source).groupBy { $0 / 10 }.subscribe(watcher.resultObserver)
        for number in [11, 21, 12, 13] { source.onNext(number) }
        subscription.dispose()
        watcher.disposeGroups()
    }
    scenario("a group subscribed to after its first element gets only the later ones") {
        let source = PublishSubject<Int>()
        let watcher = GroupWatcher { _ in false }
        let subscription = logged(source).groupBy { $0 / 10 }.subscribe(watcher.resultObserver)
        source.onNext(11)
        print("group 1 is subscribed to")
        let late = watcher.groups[0].subscribe(observer("group 1"))
        source.onNext(12)
        late.dispose()
        subscription.dispose()
        watcher.disposeGroups()
    }
    scenario("two subscriptions group apart") {
        let source = PublishSubject<Int>()
        let grouped = source.groupBy { $0 / 10 }
        let first = GroupWatcher("A")
        let a = grouped.subscribe(first.resultObserver)
        source.onNext(11)
        let second = GroupWatcher("B")
        let b = grouped.subscribe(second.resultObserver)
        source.onNext(12)
        a.dispose()
        b.dispose()
        first.disposeGroups()
        second.disposeGroups()
    }
}

rule("groupBy: the source's completed or error goes to every group, then to the result, and releases the source") {
    scenario("11, 21, then completed: both groups end before the result") {
        let source = PublishSubject<Int>()
        // Which group hears the end first is not said: RxSwift ends them in its dictionary's
        // order. Each group's end is noted, and printed when the result ends.
        var ended: [String] = []
        var resultEnded = false
        var groupSubscriptions: [Disposable] = []
        _ = logged(source).groupBy { $0 / 10 }.subscribe(AnyObserver { event in
            switch event {
            case .next(let group):
                print("R next(group \(group.key))")
                groupSubscriptions.append(group.subscribe(AnyObserver { groupEvent in
                    switch groupEvent {
                    case .next(let number): print("group \(group.key) next(\(number))")
                    default: ended.append("group \(group.key) \(groupEvent)\(resultEnded ? " after the result" : "")")
                    }
                }))
            default:
                resultEnded = true
                print("R \(event); before it: \(ended.sorted())")
            }
        })
        source.onNext(11)
        source.onNext(21)
        source.onCompleted()
        print("after: \(ended.count) group ends")
        for subscription in groupSubscriptions { subscription.dispose() }
    }
    scenario("a hand-written source that does not release itself: 11, then an error") {
        let source = HandWrittenSource()
        let watcher = GroupWatcher()
        _ = source.groupBy { $0 / 10 }.subscribe(watcher.resultObserver)
        source.send(.next(11))
        source.send(.error(Failure.offline))
        source.send(.next(12))
        watcher.disposeGroups()
    }
    scenario("a hand-written source that does not release itself, a group still subscribed to: 11, then completed") {
        let source = HandWrittenSource()
        let watcher = GroupWatcher()
        _ = source.groupBy { $0 / 10 }.subscribe(watcher.resultObserver)
        source.send(.next(11))
        source.send(.completed)
        print("group 1's subscription disposes")
        watcher.disposeGroups()
    }
}

rule("groupBy: the source is released only when the result's subscription and every group's subscription are disposed") {
    scenario("a hand-written source: the result's subscription disposes first, then group 1's") {
        let source = HandWrittenSource()
        let watcher = GroupWatcher()
        let subscription = source.groupBy { $0 / 10 }.subscribe(watcher.resultObserver)
        source.send(.next(11))
        print("the result's subscription disposes")
        subscription.dispose()
        source.send(.next(12))
        source.send(.next(21))
        print("group 1's subscription disposes")
        watcher.disposeGroups()
    }
    scenario("a hand-written source: group 1's subscription disposes first, then the result's") {
        let source = HandWrittenSource()
        let watcher = GroupWatcher()
        let subscription = source.groupBy { $0 / 10 }.subscribe(watcher.resultObserver)
        source.send(.next(11))
        print("group 1's subscription disposes")
        watcher.disposeGroups()
        source.send(.next(12))
        print("the result's subscription disposes")
        subscription.dispose()
    }
}

rule("groupBy: a key selector that throws ends every group and the result with its error, and releases the source") {
    scenario("a hand-written source: the key selector throws on 12") {
        let source = HandWrittenSource()
        let watcher = GroupWatcher()
        _ = source.groupBy { number -> Int in
            if number == 12 { throw Failure.badInput }
            return number / 10
        }.subscribe(watcher.resultObserver)
        source.send(.next(11))
        source.send(.next(12))
        source.send(.next(13))
        watcher.disposeGroups()
    }
}
