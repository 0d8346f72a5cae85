import Testing
@testable import Ch03AnyObserver

@Suite("AnyObserver: one type for every observer of an element type")
struct AnyObserverTests {
    @Test("From a closure: every event reaches the closure, in order")
    func fromClosure() {
        var events: [String] = []
        let observer = AnyObserver<Int>(eventHandler: { events.append("\($0)") })
        observer.onNext(1)
        observer.on(.next(2))
        observer.onError(DemoError.boom)
        #expect(events == ["next(1)", "next(2)", "error(boom)"])
    }

    @Test("From an observer: on(_:) calls the wrapped observer's on(_:)")
    func fromObserver() {
        let recorder = EventRecorder<Int>()
        let observer = AnyObserver(recorder)
        observer.onNext(1)
        observer.onCompleted()
        #expect(recorder.events == ["next(1)", "completed"])
    }

    @Test("It enforces no grammar: after completed, a closure still gets next and error")
    func noGrammar() {
        var events: [String] = []
        let observer = AnyObserver<Int>(eventHandler: { events.append("\($0)") })
        observer.onCompleted()
        observer.onNext(1)
        observer.onError(DemoError.boom)
        observer.onCompleted()
        #expect(events == ["completed", "next(1)", "error(boom)", "completed"])
    }

    @Test("Around an ObserverBase, the wrapped observer's stop rule still holds")
    func wrappedStopRule() {
        let recorder = EventRecorder<Int>()
        let observer = AnyObserver(AnonymousObserver<Int> { recorder.on($0) })
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        #expect(recorder.events == ["next(1)", "completed"])
    }

    @Test("Two AnyObservers around one class instance share its state")
    func sharedInstance() {
        let recorder = EventRecorder<Int>()
        let anonymous = AnonymousObserver<Int> { recorder.on($0) }
        let first = AnyObserver(anonymous)
        let second = anonymous.asObserver()
        first.onNext(1)
        first.onCompleted()
        second.onNext(2)
        #expect(recorder.events == ["next(1)", "completed"])
    }

    @Test("asObserver erases a concrete observer; on an AnyObserver it forwards to the same target")
    func asObserver() {
        let recorder = EventRecorder<Int>()
        let erased: AnyObserver<Int> = recorder.asObserver()
        erased.onNext(1)
        #expect(recorder.events == ["next(1)"])
        // AnyObserver's own asObserver() returns self (see AnyObserver.swift); from outside that
        // is indistinguishable from a second wrapper, so this checks what can be seen: same target.
        var events: [String] = []
        let closure = AnyObserver<Int>(eventHandler: { events.append("\($0)") })
        closure.asObserver().onNext(2)
        #expect(events == ["next(2)"])
    }

    @Test("Different observer types live in one array")
    func oneArray() {
        let recorder = EventRecorder<Int>()
        var closureEvents: [String] = []
        let observers: [AnyObserver<Int>] = [
            recorder.asObserver(),
            AnyObserver(eventHandler: { closureEvents.append("\($0)") }),
            AnyObserver(AnonymousObserver<Int> { recorder.on($0) }),
        ]
        for observer in observers { observer.onNext(7) }
        #expect(recorder.events == ["next(7)", "next(7)"])
        #expect(closureEvents == ["next(7)"])
    }

    @Test("AnyObserver keeps the observer it wraps alive")
    func retainsWrapped() {
        weak var weakRecorder: EventRecorder<Int>?
        let observer: AnyObserver<Int>
        do {
            let recorder = EventRecorder<Int>()
            weakRecorder = recorder
            observer = AnyObserver(recorder)
        }
        #expect(weakRecorder != nil)
        observer.onNext(1)
        #expect(weakRecorder?.events == ["next(1)"])
    }
}
