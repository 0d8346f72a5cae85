import MiniRx
import Testing

private enum TestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

@Suite("catch(sequence) inside catch(sequence)", .serialized)
struct CatchSequenceNestingTests {
    @Test("A nested catch is walked in place: an empty one is skipped, so the next source still runs")
    func emptyNestedCatchIsSkipped() {
        let log = EventLog()
        record(Observable<Int>.catch(sequence: [
            .error(TestError.boom),
            Observable<Int>.catch(sequence: [Observable<Int>]()),
            .just(1),
        ]), into: log)
        // As in RxSwift 6. Subscribed on its own, the empty catch would complete the result.
        #expect(log.lines == ["next(1)", "completed"])
    }

    @Test("An empty nested catch at the end leaves the last error of the outer one to be sent")
    func emptyNestedCatchAtTheEndSendsLastError() {
        let log = EventLog()
        record(Observable<Int>.catch(sequence: [
            .error(TestError.boom),
            Observable<Int>.catch(sequence: [Observable<Int>]()),
        ]), into: log)
        #expect(log.lines == ["error(boom)"])
    }

    @Test("The nested catch's sources are tried in turn like the outer ones")
    func nestedSourcesAreTriedInTurn() {
        let log = EventLog()
        record(Observable<Int>.catch(sequence: [
            .error(TestError.boom),
            Observable<Int>.catch(sequence: [.error(TestError.boom), .just(2)]),
            .just(3),
        ]), into: log)
        #expect(log.lines == ["next(2)", "completed"])
    }
}
