import Testing
@testable import Ch03AnyObserver

@Suite("Event prints and answers questions as RxSwift's does")
struct EventTests {
    // The expected strings are those of the ported conformance case core_event_printing
    // (Tests/Conformance/MiniRx/core_event_printing/expected.txt, printed by real RxSwift 6.10.2).
    @Test("print and debugPrint give next(x), error(e), completed")
    func printing() {
        func printed(_ value: Any) -> String {
            var text = ""
            print(value, terminator: "", to: &text)
            return text
        }
        func debugPrinted(_ value: Any) -> String {
            var text = ""
            debugPrint(value, terminator: "", to: &text)
            return text
        }
        let ints: [Event<Int>] = [.next(1), .completed, .error(DemoError.boom)]
        #expect(ints.map(printed) == ["next(1)", "completed", "error(boom)"])
        let strings: [Event<String>] = [.next("hello world"), .next(""), .error(DemoError.code(42))]
        #expect(strings.map(printed) == ["next(hello world)", "next()", "error(code(42))"])
        #expect(strings.map(debugPrinted) == ["next(hello world)", "next()", "error(code(42))"])
        let optionals: [Event<Int?>] = [.next(5), .next(nil)]
        #expect(optionals.map(printed) == ["next(Optional(5))", "next(nil)"])
        #expect(printed(Event<[String]>.next(["a", "b"])) == #"next(["a", "b"])"#)
        #expect("interpolated: \(Event<Int>.next(3))" == "interpolated: next(3)")
    }

    @Test("isStopEvent, element, error, isCompleted")
    func properties() {
        let next = Event<Int>.next(9)
        let completed = Event<Int>.completed
        let failed = Event<Int>.error(DemoError.code(7))
        #expect([next, completed, failed].map(\.isStopEvent) == [false, true, true])
        #expect([next, completed, failed].map(\.isCompleted) == [false, true, false])
        #expect([next, completed, failed].map(\.element) == [9, nil, nil])
        #expect([next, completed, failed].map { $0.error.map { "\($0)" } } == [nil, nil, "code(7)"])
    }
}

@Suite("ObserverType: the convenience methods all go through on(_:)")
struct ObserverTypeTests {
    @Test("onNext, onError and onCompleted wrap their argument in an Event")
    func conveniences() {
        let recorder = EventRecorder<Int>()
        recorder.onNext(1)
        recorder.onError(DemoError.boom)
        recorder.onCompleted()
        // A bare ObserverType enforces nothing: all three arrive.
        #expect(recorder.events == ["next(1)", "error(boom)", "completed"])
    }
}
