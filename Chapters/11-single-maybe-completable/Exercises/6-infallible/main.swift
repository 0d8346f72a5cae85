// Stage 11.6: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a sink or a subscription that outlives its scenario is a leak.
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

func text<Element>(_ event: InfallibleEvent<Element>) -> String {
    switch event {
    case .next(let element): "next(\(element))"
    case .completed: "completed"
    }
}

/// A raw observer: it prints every event it gets, a second stop event included.
func printer<Element>(_ name: String) -> AnyObserver<Element> {
    AnyObserver { event in print("\(name) gets \(event)") }
}

/// A ticker made with `Infallible.create`: it says when its closure runs and when the disposable
/// the closure returned is disposed. The program sends its events by hand with `send`.
final class Ticker {
    private var observers: [(InfallibleEvent<Int>) -> Void] = []

    var infallible: Infallible<Int> {
        Infallible<Int>.create { observer in
            self.observers.append(observer)
            print("ticker subscribed (\(self.observers.count))")
            return Disposables.create { print("ticker closed") }
        }
    }

    func send(_ event: InfallibleEvent<Int>) {
        print("the ticker sends \(text(event))")
        observers.forEach { $0(event) }
    }
}

/// Subscribes with the three closures, each printing under `name`.
func subscribeHandlers<Element>(_ name: String, to infallible: Infallible<Element>) -> Disposable {
    infallible.subscribe(
        onNext: { print("\(name) onNext \($0)") },
        onCompleted: { print("\(name) onCompleted") },
        onDisposed: { print("\(name) onDisposed") })
}

rule("Infallible.create: .next is next and .completed is completed, underneath; subscribe(_:) reports each InfallibleEvent") {
    scenario("asObservable() of a ticker that sends 1, 2, then completes, to a raw observer") {
        let ticker = Ticker()
        _ = ticker.infallible.asObservable().subscribe(printer("R"))
        ticker.send(.next(1))
        ticker.send(.next(2))
        ticker.send(.completed)
        ticker.send(.next(3))
    }
    scenario("subscribe(_:) to the same; each subscription runs the closure again") {
        let ticker = Ticker()
        _ = ticker.infallible.subscribe { print("A: \(text($0))") }
        ticker.send(.next(1))
        _ = ticker.infallible.subscribe { print("B: \(text($0))") }
        ticker.send(.next(2))
        ticker.send(.completed)
    }
}

rule("subscribe(onNext:onCompleted:onDisposed:) runs onNext for each element, then onCompleted, then onDisposed; disposed early, onDisposed runs once, when the subscription ends") {
    scenario("1, 2, then completed") {
        let ticker = Ticker()
        _ = subscribeHandlers("A", to: ticker.infallible)
        ticker.send(.next(1))
        ticker.send(.next(2))
        ticker.send(.completed)
    }
    scenario("1, then A is disposed") {
        let ticker = Ticker()
        let subscription = subscribeHandlers("A", to: ticker.infallible)
        ticker.send(.next(1))
        print("A is disposed")
        subscription.dispose()
        subscription.dispose()
        ticker.send(.next(2))
    }
}

rule("just, never and empty make Infallibles: one element and the end, nothing, the end") {
    scenario("Infallible.just(1), Infallible.empty(), Infallible.never() (disposed)") {
        _ = Infallible.just(1).subscribe { print("just: \(text($0))") }
        _ = Infallible<Int>.empty().subscribe { print("empty: \(text($0))") }
        let never = Infallible<Int>.never().subscribe { print("never: \(text($0))") }
        print("never: nothing yet")
        never.dispose()
    }
}

rule("map transforms each element, and the completion goes on") {
    scenario("a ticker's 1 and 2, mapped to \"#1\" and \"#2\", then completed") {
        let ticker = Ticker()
        _ = subscribeHandlers("A", to: ticker.infallible.map { "#\($0)" })
        ticker.send(.next(1))
        ticker.send(.next(2))
        ticker.send(.completed)
    }
}
