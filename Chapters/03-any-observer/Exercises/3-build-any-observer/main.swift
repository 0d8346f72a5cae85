// Stage 3.3: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0.
import MyRx

enum Failure: Error {
    case offline
    case badValue
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

/// A plain observer with no grammar: it prints every event `on` gets.
struct Raw<Element>: ObserverType {
    let name: String

    func on(_ event: Event<Element>) {
        print("\(name) on \(event)")
    }
}

/// An observer with a grammar of its own: after a stop event it prints what it drops.
final class Strict: ObserverType {
    private var stopped = false

    func on(_ event: Event<Int>) {
        if stopped {
            print("strict drops \(event)")
            return
        }
        stopped = event.isStopEvent
        print("strict on \(event)")
    }
}

rule("AnyObserver(eventHandler:) calls its closure with every event and keeps no grammar: a second stop event goes through too") {
    scenario("elements, an error mid-stream, then more") {
        let observer = AnyObserver<Int> { event in print("closure \(event)") }
        observer.onNext(1)
        observer.onError(Failure.offline)
        observer.onNext(2)
        observer.onCompleted()
    }
}

rule("AnyObserver(observer) forwards every event, as it is, to the observer it wraps") {
    scenario("around an observer without a grammar") {
        let observer = AnyObserver(Raw<Int>(name: "raw"))
        observer.onNext(1)
        observer.onError(Failure.offline)
        observer.onCompleted()
    }
    scenario("around an observer with a grammar: the wrapped observer decides") {
        let observer = AnyObserver(Strict())
        observer.onNext(1)
        observer.onCompleted()
        observer.onError(Failure.offline)
    }
}

rule("asObserver() wraps an observer in an AnyObserver that forwards every event to it") {
    scenario("a raw observer through asObserver()") {
        let observer: AnyObserver<Int> = Raw<Int>(name: "raw").asObserver()
        observer.onNext(1)
        observer.onCompleted()
        observer.onCompleted()
    }
}

rule("mapObserver transforms each element before forwarding it; stop events pass as they are") {
    scenario("elements, then completed") {
        let observer: AnyObserver<Int> = Raw<String>(name: "raw").mapObserver { "#\($0 * 10)" }
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
    }
    scenario("an error") {
        let observer: AnyObserver<Int> = Raw<String>(name: "raw").mapObserver { "#\($0)" }
        observer.onError(Failure.offline)
    }
    scenario("completed, then an error and an element: no grammar, each passes") {
        let observer: AnyObserver<Int> = Raw<String>(name: "raw").mapObserver { "#\($0)" }
        observer.onCompleted()
        observer.onError(Failure.offline)
        observer.onNext(1)
        print("   live MyRx objects while it is held: \(Resources.total)")
    }
}

rule("mapObserver forwards error when the transform throws") {
    scenario("the second element throws") {
        let observer: AnyObserver<Int> = Raw<String>(name: "raw").mapObserver { number in
            if number == 2 { throw Failure.badValue }
            return "#\(number)"
        }
        observer.onNext(1)
        observer.onNext(2)
        observer.onNext(3)
    }
}

print("live MyRx objects: \(Resources.total)")
