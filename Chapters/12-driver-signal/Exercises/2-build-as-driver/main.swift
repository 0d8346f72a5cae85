// Stage 12.2: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a sink or a subscription that outlives its scenario is a leak.
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    // Work a scenario left queued on the main loop runs now, before the count.
    MainScheduler.instance.runUntilIdle()
    print("   live MyRx objects: \(Resources.total)")
}

struct Offline: Error, CustomDebugStringConvertible {
    var debugDescription: String { "Offline" }
}

struct HandlerFailed: Error, CustomDebugStringConvertible {
    var debugDescription: String { "HandlerFailed" }
}

/// A source the program sends into by hand (a subject underneath). It says when a subscription
/// to it opens and when one is released, and prints each step before it takes it.
final class Feed {
    private let name: String
    private let subject = PublishSubject<String>()
    private(set) var opened = 0

    init(_ name: String) {
        self.name = name
    }

    var source: Observable<String> {
        Observable.create { observer in
            self.opened += 1
            let number = self.opened
            print("\(self.name): subscription #\(number) opens")
            let subscription = self.subject.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                print("\(self.name): subscription #\(number) released")
            }
        }
    }

    private var toNoOne: String { subject.hasObservers ? "" : ", to no one" }

    func send(_ value: String) {
        print("\(name) sends \(value)\(toNoOne)")
        subject.onNext(value)
    }

    func complete() {
        print("\(name) completes\(toNoOne)")
        subject.onCompleted()
    }

    func fail() {
        print("\(name) fails\(toNoOne)")
        subject.onError(Offline())
    }
}

/// A raw observer: it prints every event it gets, a second stop event included. `react` runs
/// after the print.
func printer(_ name: String, react: @escaping (Event<String>) -> Void = { _ in }) -> AnyObserver<String> {
    AnyObserver { event in
        print("\(name) gets \(event)")
        react(event)
    }
}

rule("catch(_:) passes elements and completed on; at an error, even one sent during the source's subscribe, it subscribes to the observable the handler makes, then releases the source; a handler that throws ends the result with what it threw") {
    scenario("elements, then completed") {
        let feed = Feed("source")
        _ = feed.source.catch { _ in Observable.just("fallback") }.subscribe(printer("R"))
        feed.send("a")
        feed.complete()
    }
    scenario("an error: the backup takes over, the source is released") {
        let feed = Feed("source")
        let backup = Feed("backup")
        _ = feed.source.catch { error in
            print("handler called with \(error)")
            return backup.source
        }.subscribe(printer("R"))
        feed.send("a")
        feed.fail()
        feed.send("b")
        backup.send("c")
        backup.complete()
    }
    scenario("a source that fails during its own subscribe: the backup takes over all the same") {
        let source = Observable<String>.create { observer in
            print("source subscribed: it fails at once")
            observer.onError(Offline())
            return Disposables.create { print("source released") }
        }
        let backup = Feed("backup")
        _ = source.catch { _ in backup.source }.subscribe(printer("R"))
        backup.send("c")
        backup.complete()
    }
    scenario("the handler throws") {
        let feed = Feed("source")
        _ = feed.source.catch { _ in throw HandlerFailed() }.subscribe(printer("R"))
        feed.send("a")
        feed.fail()
    }
    scenario("disposed while on the backup: the backup is released") {
        let feed = Feed("source")
        let backup = Feed("backup")
        let subscription = feed.source.catch { _ in backup.source }.subscribe(printer("R"))
        feed.fail()
        backup.send("c")
        print("R's subscription is disposed")
        subscription.dispose()
        backup.send("d")
    }
    scenario("the backup fails too: its error ends the result, and the handler is not called again") {
        let feed = Feed("source")
        let backup = Feed("backup")
        var calls = 0
        _ = feed.source.catch { error in
            calls += 1
            print("handler called with \(error) (call \(calls))")
            return calls == 1 ? backup.source : Observable.just("a second fallback")
        }.subscribe(printer("R"))
        feed.fail()
        backup.send("c")
        backup.fail()
    }
    scenario("the program keeps the subscription while the source completes, then while a backup completes: each end ended it") {
        for failsFirst in [false, true] {
            let feed = Feed("source")
            let backup = Feed("backup")
            let subscription = feed.source.catch { _ in backup.source }.subscribe(printer("R"))
            if failsFirst {
                feed.fail()
                backup.complete()
            } else {
                feed.complete()
            }
            let objects = Resources.total
            subscription.dispose()
            print("objects the dispose let go: \(objects - Resources.total)")
        }
    }
}

rule("catchAndReturn(x): an error becomes x, then completed; nothing after it") {
    scenario("a source that sends rx, fails, then sends again") {
        let source = Observable<String>.create { observer in
            observer.onNext("rx")
            observer.onError(Offline())
            observer.onNext("never sent: the source has failed")
            return Disposables.create { print("source released") }
        }
        _ = source.catchAndReturn("(offline)").subscribe(printer("R"))
    }
}

rule("asDriver(onErrorJustReturn:) makes a Driver: on an error, the fallback element, then completed; drive(onNext:onCompleted:onDisposed:) gets them, then onDisposed") {
    scenario("A drives; the subject sends rx, then fails") {
        let subject = PublishSubject<String>()
        let driver = subject.asDriver(onErrorJustReturn: "(offline)")
        _ = driver.drive(
            onNext: { print("A onNext \($0)") },
            onCompleted: { print("A onCompleted") },
            onDisposed: { print("A onDisposed") })
        print("the subject sends rx")
        subject.onNext("rx")
        print("the subject fails")
        subject.onError(Offline())
    }
}

rule("A Driver shares its source the strategy's way: its subscribers share one subscription") {
    scenario("A and B subscribe; the source is subscribed once") {
        let feed = Feed("source")
        let driver = feed.source.asDriver(onErrorJustReturn: "(offline)")
        print("A subscribes")
        let a = driver.asObservable().subscribe(printer("A"))
        print("B subscribes")
        let b = driver.asObservable().subscribe(printer("B"))
        feed.send("rx")
        a.dispose()
        b.dispose()
    }
}

rule("Driver's strategy is share(replay: 1, scope: .whileConnected): a newcomer gets the latest element at once; once every subscriber has gone, the next one starts over with nothing replayed") {
    scenario("C joins late, and is handed rxswift first") {
        let feed = Feed("source")
        let driver = feed.source.asDriver(onErrorJustReturn: "(offline)")
        let a = driver.asObservable().subscribe(printer("A"))
        feed.send("rx")
        feed.send("rxswift")
        print("C subscribes")
        let c = driver.asObservable().subscribe(printer("C"))
        feed.send("rxcocoa")
        a.dispose()
        c.dispose()
    }
    scenario("everyone leaves; D subscribes and is handed nothing") {
        let feed = Feed("source")
        let driver = feed.source.asDriver(onErrorJustReturn: "(offline)")
        let a = driver.asObservable().subscribe(printer("A"))
        feed.send("rx")
        print("A leaves")
        a.dispose()
        print("D subscribes")
        let d = driver.asObservable().subscribe(printer("D"))
        feed.send("rxblocking")
        d.dispose()
    }
}

rule("asDriver(onErrorJustReturn:) delivers through Driver's scheduler, a MainScheduler, and shares after it: an element sent during a delivery waits for the main loop, and every subscriber gets each element in the order sent") {
    scenario("A sends 2 while it is handed 1") {
        let numbers = PublishSubject<String>()
        let driver = numbers.asDriver(onErrorJustReturn: "(offline)")
        let a = driver.drive(onNext: { number in
            print("A got \(number)")
            if number == "1" {
                print("A sends 2")
                numbers.onNext("2")
            }
            print("A done with \(number)")
        })
        let b = driver.drive(onNext: { print("B got \($0)") })
        numbers.onNext("1")
        print("the program turns the main loop")
        MainScheduler.instance.runUntilIdle()
        a.dispose()
        b.dispose()
    }
    scenario("A disposes C while an element is on its way to both: C still gets it") {
        let feed = Feed("source")
        let driver = feed.source.asDriver(onErrorJustReturn: "(offline)")
        var c: Disposable?
        let a = driver.asObservable().subscribe(printer("A") { event in
            if case .next("rxtest") = event, let subscription = c {
                print("A disposes C")
                subscription.dispose()
                c = nil
            }
        })
        c = driver.asObservable().subscribe(printer("C"))
        feed.send("rxtest")
        feed.send("rxrelay")
        a.dispose()
    }
    scenario("rx is sent from inside work running on MainScheduler.instance: Driver's own MainScheduler has nothing queued, so it delivers at once") {
        let subject = PublishSubject<String>()
        let driver = subject.asDriver(onErrorJustReturn: "(offline)")
        let a = driver.drive(onNext: { print("A got \($0)") })
        _ = MainScheduler.instance.schedule(()) { _ in
            print("work on MainScheduler.instance runs; it sends rx")
            subject.onNext("rx")
            print("the work ends")
            return Disposables.create()
        }
        print("the program turns the main loop")
        MainScheduler.instance.runUntilIdle()
        a.dispose()
    }
}
