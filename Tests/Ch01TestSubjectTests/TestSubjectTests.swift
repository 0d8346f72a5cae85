import Testing
@testable import Ch01TestSubject

/// The elements observers received, in order, as "name --- element".
final class Received {
    var lines: [String] = []

    func observer(_ name: String) -> TestSubject<String>.Observer {
        { event in
            if case let .next(element) = event { self.lines.append("\(name) --- \(element)") }
        }
    }
}

@Suite("TestSubject: an array of closures")
struct TestSubjectTests {
    @Test("Every observer receives each event, in subscription order")
    func fanOut() {
        let subject = TestSubject<String>()
        let received = Received()
        subject.subscribe(received.observer("observer1"))
        subject.subscribe(received.observer("observer2"))
        subject.on(.next("a"))
        subject.on(.next("b"))
        #expect(received.lines == [
            "observer1 --- a", "observer2 --- a", "observer1 --- b", "observer2 --- b",
        ])
    }

    @Test("A new observer receives nothing from before it subscribed")
    func noReplay() {
        let subject = TestSubject<String>()
        let received = Received()
        subject.on(.next("early"))
        subject.subscribe(received.observer("late"))
        subject.on(.next("now"))
        #expect(received.lines == ["late --- now"])
    }

    @Test("dispose removes every observer; observers added later still receive events")
    func disposeThenSubscribe() {
        let subject = TestSubject<String>()
        let received = Received()
        subject.subscribe(received.observer("observer1"))
        subject.subscribe(received.observer("observer2"))
        subject.dispose()
        #expect(subject.observers.isEmpty)
        subject.on(.next("lost"))
        subject.subscribe(received.observer("observer3"))
        subject.on(.next("kept"))
        #expect(received.lines == ["observer3 --- kept"])
    }

    @Test("An observer added during dispatch waits for the next event")
    func subscribeDuringDispatch() {
        let subject = TestSubject<String>()
        let received = Received()
        var added = false
        subject.subscribe { _ in
            if !added {
                added = true
                subject.subscribe(received.observer("added"))
            }
        }
        subject.on(.next("first"))
        #expect(received.lines == [])
        subject.on(.next("second"))
        #expect(received.lines == ["added --- second"])
        // The first observer captures the subject: dispose breaks that cycle.
        subject.dispose()
    }
}

@Suite("The story's view models on the virtual clock")
struct ViewModelTests {
    @Test("The callback runs when the clock reaches the response delay, once")
    func callback() {
        let clock = VirtualClock()
        let viewModel = CallbackViewModel(clock: clock, responseDelay: 2)
        var log: [String] = []
        viewModel.request { log.append("\(clock.now): \($0)") }
        clock.advance(by: 1)
        #expect(log == [])
        clock.advance(by: 5)
        #expect(log == ["2: the data"])
    }

    @Test("Handlers that are set are called in order; a nil handler is skipped")
    func handlers() {
        let clock = VirtualClock()
        let viewModel = HandlerViewModel(clock: clock)
        var log: [String] = []
        viewModel.dataHandler3 = { log.append("3 \($0)") }
        viewModel.dataHandler1 = { log.append("1 \($0)") }
        viewModel.request()
        clock.advance(by: 2)
        #expect(log == ["1 the data", "3 the data"])
    }

    @Test("The subject's observers receive the answer; after dispose only new ones do")
    func subject() {
        let clock = VirtualClock()
        let viewModel = SubjectViewModel(clock: clock)
        let received = Received()
        viewModel.testSubject.subscribe(received.observer("observer1"))
        viewModel.testSubject.subscribe(received.observer("observer2"))
        viewModel.request()
        clock.advance(by: 2)
        viewModel.testSubject.dispose()
        viewModel.request()
        clock.advance(by: 2)
        viewModel.testSubject.subscribe(received.observer("observer3"))
        viewModel.request()
        clock.advance(by: 2)
        #expect(received.lines == [
            "observer1 --- the data", "observer2 --- the data", "observer3 --- the data",
        ])
    }
}
