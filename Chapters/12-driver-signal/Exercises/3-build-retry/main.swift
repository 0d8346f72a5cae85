// Stage 12.3: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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
    print("   live MyRx objects: \(Resources.total)")
}

/// The error of one attempt, numbered, so the output shows which attempt's error arrived.
struct Offline: Error, CustomDebugStringConvertible {
    let attempt: Int
    var debugDescription: String { "Offline(attempt \(attempt))" }
}

/// A source the program sends into by hand. It numbers its subscriptions, says when one opens
/// and when one is released, and prints each step first. Each subscription gets a subject of its
/// own: a subscription that comes after a failure gets a fresh start, not the old error.
final class Feed {
    private let name: String
    private var subject = PublishSubject<String>()
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

    /// Ends the current subject; the next subscription gets a new one.
    private func end(_ event: Event<String>) {
        let ending = subject
        subject = PublishSubject()
        ending.on(event)
    }

    func complete() {
        print("\(name) completes\(toNoOne)")
        end(.completed)
    }

    func fail() {
        print("\(name) fails\(toNoOne)")
        end(.error(Offline(attempt: opened)))
    }
}

/// A source that does all its work during its own subscribe: attempt k sends "k", then fails,
/// until attempt `succeedsAt`, which completes. It prints how deep in attempts each one runs:
/// 1 means no attempt is running inside another.
final class Flaky {
    private(set) var attempts = 0
    private var depth = 0
    let succeedsAt: Int
    let quiet: Bool

    init(succeedsAt: Int, quiet: Bool = false) {
        self.succeedsAt = succeedsAt
        self.quiet = quiet
    }

    var source: Observable<String> {
        Observable.create { observer in
            self.attempts += 1
            self.depth += 1
            let attempt = self.attempts
            if !self.quiet {
                print("attempt \(attempt) runs at depth \(self.depth)")
            }
            observer.onNext("\(attempt)")
            if attempt == self.succeedsAt {
                observer.onCompleted()
            } else {
                observer.onError(Offline(attempt: attempt))
            }
            self.depth -= 1
            return Disposables.create {
                if !self.quiet {
                    print("attempt \(attempt) released")
                }
            }
        }
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

rule("retry() passes elements on; at an error it releases the failed subscription, then subscribes to the source again; the first completed ends the result, then releases the source") {
    scenario("two errors, then completed") {
        let feed = Feed("source")
        _ = feed.source.retry().subscribe(printer("R"))
        feed.send("a")
        feed.fail()
        feed.send("b")
        feed.fail()
        feed.send("c")
        feed.complete()
        feed.send("d")
    }
    scenario("a source that completes during its own subscribe") {
        _ = Observable.of("x", "y").retry().subscribe(printer("R"))
    }
    scenario("the program keeps the subscription while the source fails, then completes: the end ended it") {
        let feed = Feed("source")
        let subscription = feed.source.retry().subscribe(printer("R"))
        feed.fail()
        feed.complete()
        let objects = Resources.total
        subscription.dispose()
        print("objects the dispose let go: \(objects - Resources.total)")
    }
}

rule("retry(n) subscribes at most n times in all: the n-th error ends the result, the errors before it are not sent; a completed ends it sooner; retry(0) completes at once and subscribes to nothing") {
    scenario("retry(3), three errors: the third one is sent, then the source released") {
        let feed = Feed("source")
        _ = feed.source.retry(3).subscribe(printer("R"))
        for attempt in 1...3 {
            feed.send("a\(attempt)")
            feed.fail()
        }
        feed.send("never sent")
    }
    scenario("retry(3), the second attempt completes") {
        let feed = Feed("source")
        _ = feed.source.retry(3).subscribe(printer("R"))
        feed.fail()
        feed.send("b")
        feed.complete()
        print("subscriptions opened: \(feed.opened)")
    }
    scenario("retry(1): the first error ends it") {
        let feed = Feed("source")
        _ = feed.source.retry(1).subscribe(printer("R"))
        feed.send("a")
        feed.fail()
    }
    scenario("retry(0)") {
        let feed = Feed("source")
        _ = feed.source.retry(0).subscribe(printer("R"))
        print("subscriptions opened: \(feed.opened)")
    }
    scenario("the program keeps the subscription while the last attempt fails: the end ended it") {
        let feed = Feed("source")
        let subscription = feed.source.retry(2).subscribe(printer("R"))
        feed.fail()
        feed.fail()
        let objects = Resources.total
        subscription.dispose()
        print("objects the dispose let go: \(objects - Resources.total)")
    }
}

rule("A source that fails during its own subscribe is subscribed again once that subscribe has returned: the attempts run one after another, never one inside another") {
    scenario("retry(): attempts 1 and 2 fail at once, attempt 3 completes") {
        let flaky = Flaky(succeedsAt: 3)
        _ = flaky.source.retry().subscribe(printer("R"))
    }
    scenario("retry(3): every attempt fails at once") {
        let flaky = Flaky(succeedsAt: 0)
        _ = flaky.source.retry(3).subscribe(printer("R"))
    }
    scenario("retry(10_000): every attempt fails at once, and no stack grows with them") {
        let flaky = Flaky(succeedsAt: 0, quiet: true)
        var elements = 0
        _ = flaky.source.retry(10_000).subscribe(AnyObserver { event in
            switch event {
            case .next:
                elements += 1
            case .error, .completed:
                print("R gets \(elements) elements, then \(event)")
            }
        })
        print("attempts: \(flaky.attempts)")
    }
}

rule("Disposing the result, even from inside its observer's callback, releases the current subscription, and no attempt follows") {
    scenario("disposed during the second attempt") {
        let feed = Feed("source")
        let subscription = feed.source.retry().subscribe(printer("R"))
        feed.fail()
        feed.send("b")
        print("R's subscription is disposed")
        subscription.dispose()
        feed.fail()
        print("subscriptions opened: \(feed.opened)")
    }
    scenario("R disposes the subscription when it gets b") {
        let feed = Feed("source")
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(feed.source.retry().subscribe(printer("R") { event in
            if case .next("b") = event {
                print("R disposes its subscription")
                subscription.dispose()
            }
        }))
        feed.fail()
        feed.send("b")
        feed.fail()
        print("subscriptions opened: \(feed.opened)")
    }
    scenario("the source fails from inside R's callback") {
        let feed = Feed("source")
        _ = feed.source.retry(3).subscribe(printer("R") { event in
            if case .next("fail now") = event {
                feed.fail()
            }
        })
        feed.send("fail now")
        feed.send("b")
        feed.complete()
    }
}
