import Testing
@testable import Ch05Disposables

extension Ch05Tests {
    @Suite("DisposeBag: dispose on release, in insertion order")
    struct DisposeBagTests {
        @Test("Releasing the bag disposes everything, in insertion order, whichever way it went in")
        func insertionOrder() {
            let log = Log()
            var bag: DisposeBag? = DisposeBag()
            bag!.insert(SpyDisposable("a", log: log))
            SpyDisposable("b", log: log).disposed(by: bag!)
            bag!.insert(SpyDisposable("c", log: log), SpyDisposable("d", log: log))
            bag!.insert([SpyDisposable("e", log: log), SpyDisposable("f", log: log)])
            #expect(log.lines.isEmpty)
            bag = nil
            #expect(log.lines == ["dispose a", "dispose b", "dispose c", "dispose d", "dispose e", "dispose f"])
        }

        @Test("DisposeBag(disposing:) starts with its disposables, before any inserted later")
        func initDisposing() {
            let log = Log()
            var bag: DisposeBag? = DisposeBag(disposing: SpyDisposable("x", log: log), SpyDisposable("y", log: log))
            bag!.insert(SpyDisposable("z", log: log))
            var other: DisposeBag? = DisposeBag(disposing: [SpyDisposable("p", log: log)])
            bag = nil
            other = nil
            #expect(log.lines == ["dispose x", "dispose y", "dispose z", "dispose p"])
            _ = other
        }

        @Test("Each disposable is disposed once: the bag is emptied as it disposes")
        func disposedOnce() {
            let log = Log()
            let bag = DisposeBag()
            bag.insert(SpyDisposable("a", log: log))
            bag.dispose()
            bag.dispose()
            #expect(log.lines == ["dispose a"])
        }

        @Test("An insert after the bag was disposed disposes at once")
        func insertAfterDispose() {
            let log = Log()
            let bag = DisposeBag()
            bag.dispose()
            bag.insert(SpyDisposable("late", log: log))
            #expect(log.lines == ["dispose late"])
            bag.insert(SpyDisposable("later 1", log: log), SpyDisposable("later 2", log: log))
            #expect(log.lines == ["dispose late", "dispose later 1", "dispose later 2"])
        }

        @Test("An insert made while the bag is disposing (from a disposable it holds) disposes at once")
        func insertDuringDispose() {
            let log = Log()
            let bag = DisposeBag()
            bag.insert(Disposables.create {
                log("first")
                bag.insert(SpyDisposable("inserted while disposing", log: log))
            })
            bag.insert(SpyDisposable("second", log: log))
            bag.dispose()
            #expect(log.lines == ["first", "dispose inserted while disposing", "dispose second"])
        }

        @Test("A subscription that finished stays in the bag, and its onDisposed does not run again")
        func finishedSubscriptionInBag() {
            let log = Log()
            var bag: DisposeBag? = DisposeBag()
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { log("source disposable") }
            }.subscribe("finished", log: log).disposed(by: bag!)
            Observable<Int>.create { _ in
                Disposables.create { log("live source disposable") }
            }.subscribe("live", log: log).disposed(by: bag!)
            log("releasing the bag")
            bag = nil
            #expect(
                log.lines == [
                    "finished onNext 1", "finished onCompleted", "finished onDisposed", "source disposable",
                    "releasing the bag", "live source disposable", "live onDisposed",
                ])
        }

        /// Seed 001's page, as a test: an object that owns a bag.
        final class Page {
            let disposeBag = DisposeBag()
            let log: Log

            init(log: Log) {
                self.log = log
                let observable = Observable<String>.create { observer in
                    observer.onNext("123")
                    return Disposables.create { log("subscribe — dispose") }
                }
                observable.subscribe(onNext: { log($0) }, onDisposed: { log("onDisposed") })
                    .disposed(by: disposeBag)
                observable.subscribe(
                    onNext: { log("subscribe2: \($0)") }, onDisposed: { log("subscribe2: onDisposed") }
                ).disposed(by: disposeBag)
            }

            deinit {
                log("leaving the page")
            }
        }

        @Test("Seed 001's page: onNext on entering; on leaving, per subscription, the source's disposable then onDisposed")
        func seed001Page() {
            let log = Log()
            let before = Resources.total
            var page: Page? = Page(log: log)
            #expect(log.lines == ["123", "subscribe2: 123"])
            page = nil
            #expect(
                log.lines == [
                    "123", "subscribe2: 123", "leaving the page", "subscribe — dispose", "onDisposed",
                    "subscribe — dispose", "subscribe2: onDisposed",
                ])
            #expect(Resources.total == before)
            _ = page
        }
    }
}
