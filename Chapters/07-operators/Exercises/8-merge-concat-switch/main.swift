// Stage 7.8: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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

/// `subject`, saying when your operator subscribes to it and when that subscription is released.
/// Made with `create`, whose subscription also ends by itself on a stop event.
func logged<Element>(_ name: String, _ subject: PublishSubject<Element>) -> Observable<Element> {
    Observable.create { observer in
        print("\(name) subscribed")
        let subscription = subject.subscribe(observer)
        return Disposables.create {
            print("\(name) released")
            subscription.dispose()
        }
    }
}

/// A source that sends `elements` and completes during its own subscribe, saying when it is
/// subscribed and released.
func sync(_ name: String, _ elements: [Int]) -> Observable<Int> {
    Observable.create { observer in
        print("\(name) subscribed")
        for element in elements { observer.onNext(element) }
        observer.onCompleted()
        return Disposables.create { print("\(name) released") }
    }
}

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, not even a stop event it sends, so "released" prints only when
/// your operator lets go of it. It subclasses `Observable`, so your operator gets it as it is.
final class HandWrittenSource<Element>: Observable<Element> {
    private let name: String
    private var observer: AnyObserver<Element>?

    init(_ name: String) {
        self.name = name
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        print("\(name) subscribed")
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("\(self.name) released")
            self.observer = nil
        }
    }

    /// Sends `event`, printed as `label` if there is one (an observable prints as its type).
    func send(_ event: Event<Element>, _ label: String? = nil) {
        print("\(name) sends \(label ?? "\(event)")")
        observer?.on(event)
    }
}

/// A source that goes on sending to its observer after it is released, as a source with work
/// under way can, until it sends a stop event: only your operator can ignore what it sends then.
final class StubbornSource: Observable<Int> {
    private let name: String
    private var observer: AnyObserver<Int>?

    init(_ name: String) {
        self.name = name
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        print("\(name) subscribed")
        self.observer = AnyObserver(observer)
        return Disposables.create { print("\(self.name) released, but goes on sending") }
    }

    func send(_ event: Event<Int>) {
        print("\(name) sends \(event)")
        observer?.on(event)
        if event.isStopEvent { observer = nil }
    }
}

rule("merge() subscribes each inner observable as the source sends it and passes on every element; it completes once the source and every inner observable have") {
    scenario("two inners take turns; the source completes first") {
        let source = PublishSubject<Observable<Int>>()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = logged("source", source).merge().subscribe(observer("R"))
        source.onNext(logged("a", a))
        a.onNext(1)
        source.onNext(logged("b", b))
        b.onNext(2)
        a.onNext(3)
        source.onCompleted()
        a.onCompleted()
        b.onNext(4)
        b.onCompleted()
    }
    scenario("a hand-written source that does not release itself completes after its inners") {
        let source = HandWrittenSource<Observable<Int>>("source")
        let a = PublishSubject<Int>()
        _ = source.merge().subscribe(observer("R"))
        source.send(.next(logged("a", a)), "next(a)")
        a.onNext(1)
        a.onCompleted()
        source.send(.completed)
    }
    scenario("disposing the subscription releases the source and every inner") {
        let source = PublishSubject<Observable<Int>>()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let subscription = logged("source", source).merge().subscribe(observer("R"))
        source.onNext(logged("a", a))
        source.onNext(logged("b", b))
        subscription.dispose()
        a.onNext(1)
    }
}

rule("merge(): an error from the source or from an inner observable is passed on once, and releases the source and every inner observable") {
    scenario("inner b fails while a runs") {
        let source = PublishSubject<Observable<Int>>()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = logged("source", source).merge().subscribe(observer("R"))
        source.onNext(logged("a", a))
        source.onNext(logged("b", b))
        b.onError(Failure.offline)
        a.onNext(1)
    }
    scenario("a hand-written source fails while a runs") {
        let source = HandWrittenSource<Observable<Int>>("source")
        let a = PublishSubject<Int>()
        _ = source.merge().subscribe(observer("R"))
        source.send(.next(logged("a", a)), "next(a)")
        source.send(.error(Failure.offline))
        a.onNext(1)
    }
}

rule("Observable.merge subscribes every source at once, in order, and completes once all of them have; an error ends it and releases them all") {
    scenario("merge(a, b): b completes first") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = Observable.merge(logged("a", a), logged("b", b)).subscribe(observer("R"))
        a.onNext(1)
        b.onNext(2)
        b.onCompleted()
        a.onNext(3)
        a.onCompleted()
    }
    scenario("merge([s1, b]): s1 completes during its subscribe, before b is subscribed") {
        let b = PublishSubject<Int>()
        _ = Observable.merge([sync("s1", [1]), logged("b", b)]).subscribe(observer("R"))
        b.onNext(2)
        b.onCompleted()
    }
    scenario("merge of no sources") {
        _ = Observable<Int>.merge([]).subscribe(observer("R"))
    }
    scenario("merge(a, b): a fails") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = Observable.merge([logged("a", a), logged("b", b)]).subscribe(observer("R"))
        a.onError(Failure.offline)
        b.onNext(1)
    }
}

rule("concatMap maps each element when it arrives and subscribes one inner observable at a time, the next once the one before has completed; it completes once the source and every inner observable have") {
    scenario("1, 2, 3 arrive while inner 1 runs; the source completes before the inners") {
        let source = PublishSubject<Int>()
        let inners = [1: PublishSubject<String>(), 2: PublishSubject<String>(), 3: PublishSubject<String>()]
        _ = logged("source", source).concatMap { number -> Observable<String> in
            print("map(\(number))")
            return logged("inner \(number)", inners[number]!)
        }.subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        inners[2]!.onNext("too early")
        inners[1]!.onNext("1a")
        inners[1]!.onCompleted()
        inners[2]!.onNext("2a")
        source.onCompleted()
        inners[2]!.onCompleted()
        inners[3]!.onCompleted()
    }
    scenario("the source completes while no inner runs") {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        _ = logged("source", source).concatMap { _ in logged("inner", inner) }.subscribe(observer("R"))
        source.onNext(1)
        inner.onCompleted()
        source.onCompleted()
    }
    scenario("R completes inner 1 while receiving its element") {
        let source = PublishSubject<Int>()
        let inners = [1: PublishSubject<Int>(), 2: PublishSubject<Int>()]
        _ = source.concatMap { logged("inner \($0)", inners[$0]!) }.subscribe(observer("R") { event in
            guard case .next(10) = event else { return }
            print("R completes inner 1")
            inners[1]!.onCompleted()
        })
        source.onNext(1)
        source.onNext(2)
        inners[1]!.onNext(10)
        inners[2]!.onNext(20)
        source.onCompleted()
        inners[2]!.onCompleted()
    }
    scenario("merge(maxConcurrent: 2): c waits for a place") {
        let source = PublishSubject<Observable<Int>>()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let c = PublishSubject<Int>()
        _ = source.merge(maxConcurrent: 2).subscribe(observer("R"))
        source.onNext(logged("a", a))
        source.onNext(logged("b", b))
        source.onNext(logged("c", c))
        b.onNext(1)
        b.onCompleted()
        c.onNext(2)
        a.onNext(3)
        source.onCompleted()
        a.onCompleted()
        c.onCompleted()
    }
    scenario("concat() of the observables a hand-written source sends") {
        let source = HandWrittenSource<Observable<Int>>("source")
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = source.concat().subscribe(observer("R"))
        source.send(.next(logged("a", a)), "next(a)")
        source.send(.next(logged("b", b)), "next(b)")
        source.send(.completed)
        a.onCompleted()
        b.onNext(1)
        b.onCompleted()
    }
}

rule("concatMap: an error from the source, an inner observable or the selector is passed on once, and releases the source and the running inner; the waiting ones are never subscribed") {
    scenario("inner 1 fails while 2 waits") {
        let source = PublishSubject<Int>()
        let inners = [1: PublishSubject<Int>(), 2: PublishSubject<Int>()]
        _ = logged("source", source).concatMap { logged("inner \($0)", inners[$0]!) }.subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        inners[1]!.onError(Failure.offline)
        inners[2]!.onNext(20)
    }
    scenario("the selector throws on 2, which would wait") {
        let source = HandWrittenSource<Int>("source")
        let inner = PublishSubject<Int>()
        _ = source.concatMap { number -> Observable<Int> in
            if number == 2 { throw Failure.badInput }
            return logged("inner \(number)", inner)
        }.subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        inner.onNext(10)
    }
    scenario("the selector throws on the first element") {
        let source = HandWrittenSource<Int>("source")
        _ = source.concatMap { _ -> Observable<Int> in throw Failure.badInput }.subscribe(observer("R"))
        source.send(.next(1))
    }
    scenario("a hand-written source fails while inner 1 runs and 2 waits") {
        let source = HandWrittenSource<Int>("source")
        let inners = [1: PublishSubject<Int>(), 2: PublishSubject<Int>()]
        _ = source.concatMap { logged("inner \($0)", inners[$0]!) }.subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        source.send(.error(Failure.offline))
        inners[1]!.onCompleted()
    }
    scenario("disposing while 2 waits: it is never subscribed") {
        let source = PublishSubject<Int>()
        let inners = [1: PublishSubject<Int>(), 2: PublishSubject<Int>()]
        let subscription = logged("source", source).concatMap { logged("inner \($0)", inners[$0]!) }
            .subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        subscription.dispose()
        inners[1]!.onCompleted()
    }
}

rule("flatMapLatest releases the inner observable before, then subscribes the new one, and passes on the newest one's elements only; it completes once the source and the newest inner have") {
    scenario("a query, then another: a is released before b is subscribed") {
        let source = PublishSubject<String>()
        let results = ["a": PublishSubject<String>(), "b": PublishSubject<String>()]
        _ = logged("source", source).flatMapLatest { logged($0, results[$0]!) }.subscribe(observer("R"))
        source.onNext("a")
        results["a"]!.onNext("a1")
        source.onNext("b")
        results["a"]!.onNext("a2")
        results["b"]!.onNext("b1")
        source.onCompleted()
        results["b"]!.onNext("b2")
        results["b"]!.onCompleted()
    }
    scenario("an older inner that goes on sending after it is released is not heard") {
        let source = PublishSubject<Int>()
        let stubborn = StubbornSource("a")
        let b = PublishSubject<Int>()
        _ = source.flatMapLatest { $0 == 1 ? stubborn.asObservable() : logged("b", b) }.subscribe(observer("R"))
        source.onNext(1)
        stubborn.send(.next(10))
        source.onNext(2)
        stubborn.send(.next(11))
        stubborn.send(.completed)
        source.onCompleted()
        b.onNext(20)
        b.onCompleted()
    }
    scenario("the newest inner completes before the source; an inner released early never counts") {
        let source = HandWrittenSource<Int>("source")
        let inners = [1: PublishSubject<Int>(), 2: PublishSubject<Int>()]
        _ = source.flatMapLatest { logged("inner \($0)", inners[$0]!) }.subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        inners[2]!.onCompleted()
        source.send(.completed)
    }
    scenario("R sends the next query while receiving a result of the first") {
        let source = PublishSubject<String>()
        let results = ["a": PublishSubject<String>(), "b": PublishSubject<String>()]
        _ = source.flatMapLatest { logged($0, results[$0]!) }.subscribe(observer("R") { event in
            guard case .next("a1") = event else { return }
            print("R sends b")
            source.onNext("b")
        })
        source.onNext("a")
        results["a"]!.onNext("a1")
        results["a"]!.onNext("a2")
        results["b"]!.onNext("b1")
        source.onCompleted()
        results["b"]!.onCompleted()
    }
}

rule("flatMapLatest: an error from the source, the newest inner observable or the selector is passed on once, and releases the source and the newest inner") {
    scenario("the newest inner fails") {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        _ = logged("source", source).flatMapLatest { _ in logged("inner", inner) }.subscribe(observer("R"))
        source.onNext(1)
        inner.onError(Failure.offline)
        source.onNext(2)
    }
    scenario("a hand-written source fails while an inner runs") {
        let source = HandWrittenSource<Int>("source")
        let inner = PublishSubject<Int>()
        _ = source.flatMapLatest { _ in logged("inner", inner) }.subscribe(observer("R"))
        source.send(.next(1))
        source.send(.error(Failure.offline))
        inner.onNext(10)
    }
    scenario("the selector throws on 2 while inner 1 runs") {
        let source = HandWrittenSource<Int>("source")
        let inner = PublishSubject<Int>()
        _ = source.flatMapLatest { number -> Observable<Int> in
            if number == 2 { throw Failure.badInput }
            return logged("inner \(number)", inner)
        }.subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        inner.onNext(10)
    }
    scenario("disposing the subscription releases the source, then the newest inner") {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let subscription = logged("source", source).flatMapLatest { _ in logged("inner", inner) }
            .subscribe(observer("R"))
        source.onNext(1)
        subscription.dispose()
        inner.onNext(10)
    }
}

rule("concat subscribes each source once the one before has completed and its subscribe has returned; it completes after the last; an error ends it") {
    scenario("a.concat(b)") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = logged("a", a).concat(logged("b", b)).subscribe(observer("R"))
        b.onNext(0)
        a.onNext(1)
        a.onCompleted()
        b.onNext(2)
        b.onCompleted()
    }
    scenario("three sources that complete during their own subscribe") {
        _ = Observable.concat(sync("s1", [1]), sync("s2", [2, 3]), sync("s3", [])).subscribe(observer("R"))
    }
    scenario("a sequence of unknown length") {
        let sources = AnySequence((1...3).lazy.map { sync("s\($0)", [$0]) })
        _ = Observable.concat(sources).subscribe(observer("R"))
    }
    scenario("concat of no sources") {
        _ = Observable<Int>.concat([]).subscribe(observer("R"))
    }
    scenario("a fails: b is never subscribed") {
        let a = HandWrittenSource<Int>("a")
        let b = PublishSubject<Int>()
        _ = Observable.concat([a.asObservable(), logged("b", b)]).subscribe(observer("R"))
        a.send(.next(1))
        a.send(.error(Failure.offline))
        a.send(.completed)
    }
    scenario("disposing during a: b is never subscribed") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let subscription = Observable.concat([logged("a", a), logged("b", b)]).subscribe(observer("R"))
        a.onNext(1)
        subscription.dispose()
        a.onCompleted()
    }
}
