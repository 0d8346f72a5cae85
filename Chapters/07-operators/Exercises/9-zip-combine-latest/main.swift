// Stage 7.9: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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


rule("zip pairs its sources' elements by index, each source's elements waiting in order until every source has one") {
    scenario("zip(a, b) with a result selector") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        _ = Observable.zip(logged("a", a), logged("b", b)) { "\($0)\($1)" }.subscribe(observer("R"))
        a.onNext(1)
        a.onNext(2)
        b.onNext("x")
        b.onNext("y")
        b.onNext("z")
        a.onNext(3)
        a.onCompleted()
        b.onCompleted()
    }
    scenario("zip(a, b, c) as tuples") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        let c = PublishSubject<Bool>()
        _ = Observable.zip(a, b, c).map { "\($0.0) \($0.1) \($0.2)" }.subscribe(observer("R"))
        a.onNext(1)
        b.onNext("x")
        a.onNext(2)
        c.onNext(true)
        b.onNext("y")
        c.onNext(false)
        a.onCompleted()
        b.onCompleted()
        c.onCompleted()
    }
    scenario("R sends into a and b while receiving the first pair") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = Observable.zip(a, b) { $0 * 10 + $1 }.subscribe(observer("R") { event in
            guard case .next(11) = event else { return }
            print("R sends 2 into a and b")
            a.onNext(2)
            b.onNext(2)
        })
        a.onNext(1)
        b.onNext(1)
        a.onNext(3)
        b.onNext(3)
        a.onCompleted()
        b.onCompleted()
    }
}

rule("zip completes only once every source has completed; a source that completes is released at once") {
    scenario("a completes first, its elements all paired; b goes on") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        _ = Observable.zip(logged("a", a), logged("b", b)) { "\($0)\($1)" }.subscribe(observer("R"))
        a.onNext(1)
        b.onNext("x")
        a.onCompleted()
        b.onNext("y")
        b.onCompleted()
    }
    scenario("a hand-written source that does not release itself completes") {
        let a = HandWrittenSource<Int>("a")
        let b = PublishSubject<Int>()
        let subscription = Observable.zip(a, logged("b", b)) { $0 + $1 }.subscribe(observer("R"))
        a.send(.next(1))
        a.send(.completed)
        b.onNext(10)
        b.onNext(20)
        subscription.dispose()
    }
    scenario("zip with an empty source never completes while the other runs") {
        let a = PublishSubject<Int>()
        let subscription = Observable.zip(logged("a", a), Observable<Int>.empty()) { $0 + $1 }
            .subscribe(observer("R"))
        a.onNext(1)
        subscription.dispose()
    }
}

rule("zip: an error from a source, or a result selector that throws, is passed on once and releases every source") {
    scenario("b fails") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = Observable.zip(logged("a", a), logged("b", b)) { $0 + $1 }.subscribe(observer("R"))
        a.onNext(1)
        b.onError(Failure.offline)
        a.onNext(2)
    }
    scenario("a hand-written source fails") {
        let a = HandWrittenSource<Int>("a")
        let b = PublishSubject<Int>()
        _ = Observable.zip(a, logged("b", b)) { $0 + $1 }.subscribe(observer("R"))
        a.send(.error(Failure.offline))
        b.onNext(1)
    }
    scenario("the result selector throws on the second pair") {
        let a = HandWrittenSource<Int>("a")
        let b = HandWrittenSource<Int>("b")
        _ = Observable.zip(a, b) { (x: Int, y: Int) -> Int in
            if x == 2 { throw Failure.badInput }
            return x + y
        }.subscribe(observer("R"))
        for number in 1...3 {
            a.send(.next(number))
            b.send(.next(number))
        }
    }
}

rule("combineLatest sends a result of every source's latest element each time a source sends, once every source has sent") {
    scenario("combineLatest(a, b) with a result selector") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        _ = Observable.combineLatest(logged("a", a), logged("b", b)) { "\($0)\($1)" }.subscribe(observer("R"))
        a.onNext(1)
        a.onNext(2)
        b.onNext("x")
        a.onNext(3)
        b.onNext("y")
        a.onCompleted()
        b.onCompleted()
    }
    scenario("combineLatest(a, b, c) as tuples: a form's three fields") {
        let name = PublishSubject<String>()
        let age = PublishSubject<Int>()
        let agreed = PublishSubject<Bool>()
        _ = Observable.combineLatest(name, age, agreed)
            .map { "\($0.0), \($0.1), \($0.2 ? "agreed" : "not agreed")" }
            .subscribe(observer("R"))
        name.onNext("Ann")
        age.onNext(30)
        name.onNext("Anna")
        agreed.onNext(false)
        agreed.onNext(true)
        age.onNext(31)
        name.onCompleted()
        age.onCompleted()
        agreed.onCompleted()
    }
    scenario("R sends into b while receiving 1x") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        _ = Observable.combineLatest(a, b) { "\($0)\($1)" }.subscribe(observer("R") { event in
            guard case .next("1x") = event else { return }
            print("R sends y into b")
            b.onNext("y")
        })
        a.onNext(1)
        b.onNext("x")
        a.onNext(2)
        a.onCompleted()
        b.onCompleted()
    }
}

rule("combineLatest completes once every source has completed, or when no result can come: a source sends while every other one has completed, one of them without sending; a source that completes is released at once") {
    scenario("a completes first; b's elements still combine with a's last") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        _ = Observable.combineLatest(logged("a", a), logged("b", b)) { "\($0)\($1)" }.subscribe(observer("R"))
        a.onNext(1)
        b.onNext("x")
        a.onCompleted()
        b.onNext("y")
        b.onCompleted()
    }
    scenario("a completes without sending; then b sends") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        _ = Observable.combineLatest(logged("a", a), logged("b", b)) { "\($0)\($1)" }.subscribe(observer("R"))
        a.onCompleted()
        b.onNext("x")
        b.onNext("y")
    }
    scenario("a completes without sending; then b completes without sending") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        _ = Observable.combineLatest(logged("a", a), logged("b", b)) { "\($0)\($1)" }.subscribe(observer("R"))
        a.onCompleted()
        b.onCompleted()
    }
    scenario("a hand-written source that does not release itself completes") {
        let a = HandWrittenSource<Int>("a")
        let b = PublishSubject<Int>()
        let subscription = Observable.combineLatest(a, logged("b", b)) { $0 + $1 }.subscribe(observer("R"))
        a.send(.next(1))
        a.send(.completed)
        b.onNext(10)
        subscription.dispose()
    }
}

rule("combineLatest: an error from a source, or a result selector that throws, is passed on once and releases every source") {
    scenario("a fails") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        _ = Observable.combineLatest(logged("a", a), logged("b", b)) { $0 + $1 }.subscribe(observer("R"))
        a.onNext(1)
        a.onError(Failure.offline)
        b.onNext(2)
    }
    scenario("the result selector throws when b sends 2") {
        let a = HandWrittenSource<Int>("a")
        let b = HandWrittenSource<Int>("b")
        _ = Observable.combineLatest(a, b) { (x: Int, y: Int) -> Int in
            if y == 2 { throw Failure.badInput }
            return x + y
        }.subscribe(observer("R"))
        a.send(.next(1))
        b.send(.next(1))
        b.send(.next(2))
        a.send(.next(3))
    }
}

rule("startWith sends its elements to the observer, then subscribes the observer to the source, whose events pass on untouched") {
    scenario("startWith(0, 1) over a source") {
        let source = PublishSubject<Int>()
        _ = logged("source", source).startWith(0, 1).subscribe(observer("R"))
        source.onNext(2)
        source.onCompleted()
    }
    scenario("a hand-written source that does not release itself completes: nothing of startWith's releases it") {
        let source = HandWrittenSource<String>("source")
        let subscription = source.startWith("loading").subscribe(observer("R"))
        source.send(.next("done"))
        source.send(.completed)
        print("the subscriber disposes")
        subscription.dispose()
    }
    scenario("each subscriber gets the elements") {
        let source = PublishSubject<Int>()
        let started = source.startWith(0)
        _ = started.subscribe(observer("A"))
        source.onNext(1)
        _ = started.subscribe(observer("B"))
        source.onNext(2)
        source.onCompleted()
    }
}
