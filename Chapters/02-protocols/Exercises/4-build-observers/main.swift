// Stage 2.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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

/// An ObserverBase of your library that prints what reaches `onCore`, and runs `react` after.
final class Printer: ObserverBase<Int> {
    private let name: String
    private let react: (Event<Int>) -> Void

    init(_ name: String, react: @escaping (Event<Int>) -> Void = { _ in }) {
        self.name = name
        self.react = react
        super.init()
    }

    override func onCore(_ event: Event<Int>) {
        print("\(name) onCore \(event)")
        react(event)
    }
}

/// A plain observer: no grammar, it prints every event `on` gets.
struct Raw: ObserverType {
    let name: String

    func on(_ event: Event<Int>) {
        print("\(name) on \(event)")
    }
}

rule("an Event prints as RxSwift prints it: next(1), error(offline), completed") {
    scenario("each case") {
        let events: [Event<Int>] = [.next(1), .error(Failure.offline), .completed]
        for event in events { print(event) }
        print(Event<String>.next("a"))
    }
}

rule("isStopEvent, element, error and isCompleted say which case an event is") {
    scenario("each case asked each question") {
        let events: [Event<Int>] = [.next(1), .error(Failure.offline), .completed]
        for event in events {
            print("\(event): isStopEvent \(event.isStopEvent), element \(event.element.map { "\($0)" } ?? "nil"), error \(event.error.map { "\($0)" } ?? "nil"), isCompleted \(event.isCompleted)")
        }
    }
}

rule("map transforms a next's element, keeps a stop event as it is, and a transform that throws gives error") {
    scenario("next, error and completed through map") {
        let events: [Event<Int>] = [.next(2), .error(Failure.offline), .completed]
        for event in events { print("\(event) → \(event.map { "#\($0 * 10)" })") }
    }
    scenario("a transform that throws") {
        print(Event<Int>.next(3).map { _ -> String in throw Failure.badValue })
    }
}

rule("onNext, onError and onCompleted each send their event through on") {
    scenario("the three spellings") {
        let raw = Raw(name: "raw")
        raw.onNext(1)
        raw.onError(Failure.offline)
        raw.onCompleted()
    }
}

rule("ObserverBase passes each next on to onCore while it runs") {
    scenario("three elements") {
        let printer = Printer("P")
        printer.on(.next(1))
        printer.on(.next(2))
        printer.onNext(3)
    }
    scenario("an element sent from inside onCore is passed on too") {
        var printer: Printer?
        printer = Printer("P") { event in
            guard case .next(1) = event else { return }
            print("P sends 2 back")
            printer?.on(.next(2))
        }
        printer?.on(.next(1))
        printer = nil
    }
}

rule("the first stop event is passed on and stops the observer: later elements and a second stop event are dropped") {
    scenario("an error mid-stream, then more") {
        let printer = Printer("P")
        printer.on(.next(1))
        printer.on(.error(Failure.offline))
        printer.on(.next(2))
        printer.on(.completed)
        printer.on(.error(Failure.badValue))
    }
    scenario("completed, then an error") {
        let printer = Printer("P")
        printer.on(.completed)
        printer.on(.error(Failure.offline))
        printer.on(.next(1))
    }
}

rule("the observer stops before onCore gets the stop event: a stop event sent back from inside onCore is dropped") {
    scenario("onCore sends completed again while handling completed") {
        var printer: Printer?
        var sentBack = false
        printer = Printer("P") { event in
            guard event.isCompleted, !sentBack else { return }
            sentBack = true
            print("P sends completed back")
            printer?.on(.completed)
        }
        printer?.on(.completed)
        printer = nil
    }
    scenario("onCore sends an element back while handling completed") {
        var printer: Printer?
        printer = Printer("P") { event in
            guard event.isCompleted else { return }
            print("P sends 1 back")
            printer?.on(.next(1))
        }
        printer?.on(.completed)
        printer = nil
    }
    scenario("onCore sends an element, then an error, back while handling an error") {
        var printer: Printer?
        var sentBack = false
        printer = Printer("P") { event in
            guard event.error != nil, !sentBack else { return }
            sentBack = true
            print("P sends 1 back, then error(badValue)")
            printer?.on(.next(1))
            printer?.on(.error(Failure.badValue))
        }
        printer?.on(.error(Failure.offline))
        printer = nil
    }
}

rule("dispose() stops the observer without an event: nothing more reaches onCore") {
    scenario("dispose after one element") {
        let printer = Printer("P")
        printer.on(.next(1))
        print("dispose()")
        printer.dispose()
        printer.on(.next(2))
        printer.on(.completed)
    }
    scenario("dispose from inside onCore, during delivery") {
        var printer: Printer?
        printer = Printer("P") { event in
            guard case .next(1) = event else { return }
            print("P disposes itself")
            printer?.dispose()
        }
        printer?.on(.next(1))
        printer?.on(.next(2))
        printer?.on(.error(Failure.offline))
        printer = nil
    }
}

rule("AnonymousObserver calls its closure with each event ObserverBase lets through") {
    scenario("elements, an error, then more") {
        let observer = AnonymousObserver<Int> { event in print("closure \(event)") }
        observer.onNext(1)
        observer.onNext(2)
        observer.onError(Failure.offline)
        observer.onNext(3)
        observer.onCompleted()
    }
}

print("live MyRx objects: \(Resources.total)")
