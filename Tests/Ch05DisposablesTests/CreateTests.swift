import Testing
@testable import Ch05Disposables

extension Ch05Tests {
    @Suite("Observable.create and subscribe: seed 000's three questions")
    struct CreateTests {
        @Test("Seed 003's example: next(Hello World), completed; the next after completed is dropped")
        func seed003Example() {
            let log = Log()
            _ = Observable<String>.create { observer in
                observer.onNext("Hello World")
                observer.onCompleted()
                observer.onNext("Hello again")
                return NoResource()
            }.subscribe { log("\($0)") }
            #expect(log.lines == ["next(Hello World)", "completed"])
        }

        @Test("Question 1: the closure never runs without a subscriber, and once per subscription")
        func closureRunsPerSubscription() {
            var runs = 0
            let source = Observable<Int>.create { observer in
                runs += 1
                observer.onNext(runs)
                return NoResource()
            }
            #expect(runs == 0)
            let log = Log()
            let first = source.subscribe("first", log: log)
            #expect(runs == 1)
            let second = source.subscribe("second", log: log)
            #expect(runs == 2)
            #expect(log.lines == ["first onNext 1", "second onNext 2"])
            first.dispose()
            second.dispose()
        }

        @Test("Question 2: onNext runs inside observer.onNext, before subscribe returns")
        func onNextIsSynchronous() {
            let log = Log()
            let source = Observable<String>.create { observer in
                log("closure: before onNext")
                observer.onNext("hi")
                log("closure: after onNext")
                return NoResource()
            }
            log("before subscribe")
            let subscription = source.subscribe(onNext: { log("onNext \($0)") })
            log("after subscribe")
            #expect(
                log.lines == [
                    "before subscribe", "closure: before onNext", "onNext hi", "closure: after onNext",
                    "after subscribe",
                ])
            subscription.dispose()
        }

        @Test("Question 3a: completed ends it: onCompleted, onDisposed, then the closure's disposable")
        func completedEndsTheSubscription() {
            let log = Log()
            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                log("closure returns")
                return SpyDisposable("resource", log: log)
            }.subscribe("s", log: log)
            #expect(
                log.lines == [
                    "s onNext 1", "s onCompleted", "s onDisposed", "closure returns", "dispose resource",
                ])
        }

        @Test("Question 3b: an error ends it the same way, and later events are dropped")
        func errorEndsTheSubscription() {
            let log = Log()
            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(TestError.boom)
                observer.onNext(2)
                observer.onError(TestError.other)
                observer.onCompleted()
                return SpyDisposable("resource", log: log)
            }.subscribe("s", log: log)
            #expect(log.lines == ["s onNext 1", "s onError boom", "s onDisposed", "dispose resource"])
        }

        @Test("Question 3c: dispose() releases the closure's disposable, then runs onDisposed, once")
        func disposeEndsTheSubscription() {
            let log = Log()
            let subscription = Observable<Int>.create { _ in
                SpyDisposable("resource", log: log)
            }.subscribe("s", log: log)
            #expect(log.lines.isEmpty)
            subscription.dispose()
            subscription.dispose()
            #expect(log.lines == ["dispose resource", "s onDisposed"])
        }

        @Test("After dispose, nothing the source sends is delivered (Sink.forwardOn checks)")
        func noForwardingAfterDispose() {
            let log = Log()
            var kept: AnyObserver<Int>?
            let subscription = Observable<Int>.create { observer in
                kept = observer
                return NoResource()
            }.subscribe("s", log: log)
            kept?.onNext(1)
            subscription.dispose()
            kept?.onNext(2)
            kept?.onError(TestError.boom)
            kept?.onCompleted()
            #expect(log.lines == ["s onNext 1", "s onDisposed"])
            kept = nil
        }

        @Test("subscribe(_ on:) gets every event of the grammar, and nothing after a stop")
        func subscribeWithEventClosure() {
            let log = Log()
            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onError(TestError.boom)
                observer.onCompleted()
                return NoResource()
            }.subscribe { log("\($0)") }
            #expect(log.lines == ["next(1)", "next(2)", "error(boom)"])
        }

        @Test("subscribe(onNext:…) with no handlers at all still runs and ends the subscription")
        func subscribeWithNoHandlers() {
            let log = Log()
            let subscription = Observable<Int>.create { observer in
                observer.onNext(1)
                return SpyDisposable("resource", log: log)
            }.subscribe()
            subscription.dispose()
            #expect(log.lines == ["dispose resource"])
        }

        @Test("An ObservableType that is not an Observable gets asObservable() through create")
        func asObservableDefault() {
            struct Numbers: ObservableType {
                typealias Element = Int
                func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
                where Observer.Element == Int {
                    observer.onNext(7)
                    observer.onCompleted()
                    return NoResource()
                }
            }
            let log = Log()
            _ = Numbers().asObservable().subscribe { log("\($0)") }
            #expect(log.lines == ["next(7)", "completed"])
        }
    }
}
