import MiniRx
import Testing

// Audit of the factories (create, deferred, using, generate, repeatElement, of/from/range on the
// trampoline) against RxSwift 6's sources, with whole recorded histories.

private enum FactoryError: Error { case boom }

private final class LoggedResource: Disposable {
    let name: String
    let log: EventLog
    init(_ name: String, _ log: EventLog) {
        self.name = name
        self.log = log
        log.lines.append("make \(name)")
    }
    func dispose() { log.lines.append("dispose \(name)") }
}

@Suite("Audit: factories", .serialized)
struct CoreFactoriesAuditTests {
    @Test("using: the resource is disposed after the subscriber's onCompleted and onDisposed")
    func usingCompletes() {
        let log = EventLog()
        _ = Observable<Int>.using({ LoggedResource("r1", log) }, observableFactory: { _ in Observable.of(1, 2) })
            .subscribe(
                onNext: { log.lines.append("next \($0)") }, onCompleted: { log.lines.append("completed") },
                onDisposed: { log.lines.append("disposed") })
        #expect(log.lines == ["make r1", "next 1", "next 2", "completed", "disposed", "dispose r1"])
    }

    @Test("using: a throwing observableFactory gives an error; the resource made before is disposed")
    func usingFactoryThrows() {
        let log = EventLog()
        _ = Observable<Int>.using(
            { LoggedResource("r2", log) },
            observableFactory: { _ in throw FactoryError.boom }
        ).subscribe(
            onNext: { log.lines.append("next \($0)") }, onError: { log.lines.append("error \($0)") },
            onDisposed: { log.lines.append("disposed") })
        #expect(log.lines == ["make r2", "error boom", "disposed", "dispose r2"])
    }

    @Test("using: a throwing resourceFactory gives an error and nothing to dispose")
    func usingResourceThrows() {
        let log = EventLog()
        let failing = Observable<Int>.using(
            { () throws -> LoggedResource in throw FactoryError.boom },
            observableFactory: { _ in Observable.just(1) })
        record(failing, into: log, as: "S ")
        #expect(log.lines == ["S error(boom)"])
    }

    @Test("using: disposing early disposes the sequence, then the resource, then runs onDisposed")
    func usingDisposedEarly() {
        let log = EventLog()
        let subscription = Observable<Int>.using(
            { LoggedResource("r3", log) },
            observableFactory: { _ in
                Observable.create { _ in Disposables.create { log.lines.append("inner disposed") } }
            }
        ).subscribe(onDisposed: { log.lines.append("disposed") })
        subscription.dispose()
        #expect(log.lines == ["make r3", "inner disposed", "dispose r3", "disposed"])
    }

    @Test("deferred: the factory runs per subscription; a throw is that subscriber's error")
    func deferredPerSubscription() {
        let log = EventLog()
        var count = 0
        let deferred = Observable<Int>.deferred {
            count += 1
            log.lines.append("factory \(count)")
            if count == 2 { throw FactoryError.boom }
            return Observable.just(count)
        }
        for _ in 0..<3 { record(deferred, into: log, as: "S ") }
        #expect(
            log.lines == [
                "factory 1", "S next(1)", "S completed",
                "factory 2", "S error(boom)",
                "factory 3", "S next(3)", "S completed",
            ])
    }

    @Test("generate: the condition is checked before each element; a throwing iterate ends with its error")
    func generateSteps() {
        let log = EventLog()
        record(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }),
               into: log, as: "G ")
        let throwing = Observable.generate(
            initialState: 0, condition: { _ in true },
            iterate: { (n: Int) throws -> Int in
                if n == 2 { throw FactoryError.boom }
                return n + 1
            })
        record(throwing, into: log, as: "T ")
        record(Observable.generate(initialState: 5, condition: { $0 < 0 }, iterate: { $0 + 1 }),
               into: log, as: "E ")
        #expect(
            log.lines == [
                "G next(1)", "G next(3)", "G next(9)", "G completed",
                "T next(0)", "T next(1)", "T next(2)", "T error(boom)",
                "E completed",
            ])
    }

    @Test("create: events after a stop event are dropped, and the create disposable runs after onDisposed")
    func createGrammar() {
        let log = EventLog()
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(FactoryError.boom)
            return Disposables.create { log.lines.append("create disposed") }
        }.subscribe(
            onNext: { log.lines.append("next \($0)") }, onError: { log.lines.append("error \($0)") },
            onCompleted: { log.lines.append("completed") }, onDisposed: { log.lines.append("disposed") })
        #expect(log.lines == ["next 1", "completed", "disposed", "create disposed"])
    }

    @Test("create: after the subscription is disposed, the observer it was given delivers nothing")
    func createAfterDispose() {
        let log = EventLog()
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { log.lines.append("create disposed") }
        }
        let subscription = record(source, into: log, as: "S ")
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        captured?.onCompleted()
        #expect(log.lines == ["S next(1)", "create disposed"])
    }

    @Test("Nested synchronous factories take turns on the trampoline")
    func nestedTrampoline() {
        let log = EventLog()
        _ = Observable.of("a", "b").subscribe(onNext: { letter in
            log.lines.append("outer \(letter)")
            _ = Observable.range(start: 1, count: 2)
                .subscribe(onNext: { log.lines.append("inner \(letter) \($0)") })
        })
        #expect(
            log.lines == [
                "outer a", "inner a 1", "outer b", "inner a 2", "inner b 1", "inner b 2",
            ])
    }

    @Test("repeatElement stops when take disposes it; just/from(optional:) on a scheduler send completed as a separate step")
    func repeatAndScheduled() {
        let log = EventLog()
        record(Observable.repeatElement("r").take(3), into: log, as: "R ")
        _ = Observable.of(1, 2).subscribe(onNext: { value in
            log.lines.append("outer \(value)")
            if value == 1 {
                record(Observable.just(10, scheduler: CurrentThreadScheduler.instance), into: log, as: "J ")
                record(Observable.from(optional: 20, scheduler: CurrentThreadScheduler.instance),
                       into: log, as: "O ")
            }
        })
        #expect(
            log.lines == [
                "R next(r)", "R next(r)", "R next(r)", "R completed",
                "outer 1", "J next(10)", "O next(20)", "outer 2", "J completed", "O completed",
            ])
    }
}
