import Testing
@testable import Ch05Disposables

extension Ch05Tests {
    @Suite("Disposables.create: no-op, action, pair")
    struct DisposablesTests {
        @Test("create() makes no counted object and can be disposed again and again")
        func noOp() {
            let before = Resources.total
            let nothing = Disposables.create()
            // Kept alive to the check: a counted object would still be counted there.
            withExtendedLifetime(nothing) {
                nothing.dispose()
                nothing.dispose()
                #expect(Resources.total == before)
            }
        }

        @Test("create { } runs its action on the first dispose only; isDisposed flips then")
        func anonymous() {
            let log = Log()
            let disposable = Disposables.create { log("action") }
            #expect(!disposable.isDisposed)
            disposable.dispose()
            #expect(disposable.isDisposed)
            disposable.dispose()
            #expect(log.lines == ["action"])
        }

        @Test("create(with:) is the same disposable, spelled out")
        func anonymousWith() {
            let log = Log()
            let disposable = Disposables.create(with: { log("action") })
            disposable.dispose()
            disposable.dispose()
            #expect(log.lines == ["action"])
            #expect(disposable.isDisposed)
        }

        @Test("A dispose from inside the action finds nothing left to run")
        func anonymousReentrant() {
            let log = Log()
            var disposable: Cancelable?
            disposable = Disposables.create {
                log("action")
                disposable?.dispose()
            }
            disposable?.dispose()
            #expect(log.lines == ["action"])
            disposable = nil
        }

        @Test("create(first, second) disposes first, then second, once")
        func binary() {
            let log = Log()
            let pair = Disposables.create(SpyDisposable("first", log: log), SpyDisposable("second", log: log))
            #expect(!pair.isDisposed)
            pair.dispose()
            #expect(pair.isDisposed)
            pair.dispose()
            #expect(log.lines == ["dispose first", "dispose second"])
        }

        @Test("create(first, second) of two actions: an inner disposable already disposed stays quiet")
        func binaryWithDisposedInner() {
            let log = Log()
            let early = Disposables.create { log("early") }
            early.dispose()
            Disposables.create(early, Disposables.create { log("late") }).dispose()
            #expect(log.lines == ["early", "late"])
        }

        @Test("subscribe(onNext:…) returns first the subscription, then onDisposed: the source's disposable goes first")
        func subscribeReturnsBinaryOrder() {
            let log = Log()
            let subscription = Observable<Int>.create { _ in
                Disposables.create { log("source disposable") }
            }.subscribe(onDisposed: { log("onDisposed") })
            subscription.dispose()
            subscription.dispose()
            #expect(log.lines == ["source disposable", "onDisposed"])
        }
    }
}
