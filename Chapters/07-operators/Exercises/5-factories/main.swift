// Stage 7.5: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a sink or a subscription that outlives its scenario is a leak.
import MyRx

enum Failure: Error {
    case offline
}

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// A raw observer: it prints every event it receives, a second stop event included, since an
/// `AnyObserver` keeps no grammar of its own.
func observer<Element>(_ name: String) -> AnyObserver<Element> {
    AnyObserver { event in print("\(name) \(event)") }
}

/// Subscribes `observer` to `source`, saying when `subscribe` is called and when it returns.
func subscribe<Element>(_ source: Observable<Element>, _ observer: AnyObserver<Element>) -> Disposable {
    print("subscribe")
    let subscription = source.subscribe(observer)
    print("subscribe returned")
    return subscription
}

/// A sequence that is not an array: it says when an iterator is made and each time one is asked
/// for its next element.
struct Countdown: Sequence {
    let from: Int

    func makeIterator() -> Iterator {
        print("iterator made")
        return Iterator(left: from)
    }

    struct Iterator: IteratorProtocol {
        var left: Int

        mutating func next() -> Int? {
            guard left > 0 else {
                print("pull: none left")
                return nil
            }
            defer { left -= 1 }
            print("pull: \(left)")
            return left
        }
    }
}

rule("just sends its one element, then completed, before subscribe returns") {
    scenario("just(7)") {
        _ = subscribe(Observable.just(7), observer("R"))
    }
    scenario("just of a string, through map") {
        _ = subscribe(Observable.just("a").map { $0 + "!" }, observer("R"))
    }
    scenario("its subscription, held, keeps nothing alive") {
        let subscription = subscribe(Observable.just(7), observer("R"))
        print("live MyRx objects while the subscription is held: \(Resources.total)")
        subscription.dispose()
    }
}

rule("of sends its elements in order, then completed; with none, only completed") {
    scenario("of(1, 2, 3)") {
        _ = subscribe(Observable.of(1, 2, 3), observer("R"))
    }
    scenario("of() with no element") {
        _ = subscribe(Observable<Int>.of(), observer("R"))
    }
}

rule("from sends an array's or any sequence's elements in order, then completed, taking each element just before it sends it") {
    scenario("from an array") {
        _ = subscribe(Observable.from(["x", "y", "z"]), observer("R"))
    }
    scenario("from a sequence that is not an array") {
        _ = subscribe(Observable<Int>.from(Countdown(from: 3)), observer("R"))
    }
    scenario("from an empty array") {
        _ = subscribe(Observable.from([String]()), observer("R"))
    }
}

rule("each subscription starts over: it gets every element again, from a new iterator") {
    scenario("two subscriptions to one just") {
        let source = Observable.just("once")
        _ = subscribe(source, observer("A"))
        _ = subscribe(source, observer("B"))
    }
    scenario("two subscriptions to one of") {
        let source = Observable.of(1, 2)
        _ = subscribe(source, observer("A"))
        _ = subscribe(source, observer("B"))
    }
    scenario("two subscriptions to one from over a sequence") {
        let source = Observable<Int>.from(Countdown(from: 2))
        _ = subscribe(source, observer("A"))
        _ = subscribe(source, observer("B"))
    }
    scenario("A subscribes B to the same of(1, 2, 3) while receiving 1: each receives all") {
        // Printed at the end, not as they come: in chapter 9 the trampoline interleaves them.
        let source = Observable.of(1, 2, 3)
        var receivedByA: [String] = []
        var receivedByB: [String] = []
        _ = source.subscribe(AnyObserver<Int> { event in
            receivedByA.append("\(event)")
            guard case .next(1) = event else { return }
            _ = source.subscribe(AnyObserver<Int> { receivedByB.append("\($0)") })
        })
        print("A received: \(receivedByA.joined(separator: ", "))")
        print("B received: \(receivedByB.joined(separator: ", "))")
    }
}

rule("empty completes at once, with no element") {
    scenario("empty()") {
        _ = subscribe(Observable<Int>.empty(), observer("R"))
    }
    scenario("flatMap of empty inners completes with the source") {
        _ = subscribe(Observable.of(1, 2).flatMap { _ in Observable<String>.empty() }, observer("R"))
    }
}

rule("error sends only its error") {
    scenario("error(offline)") {
        _ = subscribe(Observable<Int>.error(Failure.offline), observer("R"))
    }
    scenario("a flatMap inner that is error(offline)") {
        let source = Observable.of(1, 2, 3).flatMap { number -> Observable<Int> in
            number == 2 ? Observable.error(Failure.offline) : Observable.just(number * 10)
        }
        _ = subscribe(source, observer("R"))
    }
}

rule("never sends nothing; its subscription lasts until it is disposed, and leaves nothing alive") {
    scenario("never(), then dispose") {
        let subscription = subscribe(Observable<Int>.never(), observer("R"))
        print("dispose")
        subscription.dispose()
    }
    scenario("never(): while subscribed, nothing of it is alive") {
        let subscription = subscribe(Observable<Int>.never(), observer("R"))
        print("live MyRx objects while subscribed: \(Resources.total)")
        subscription.dispose()
    }
    scenario("never() as withLatestFrom's second: first's elements are dropped") {
        let first = PublishSubject<Int>()
        let subscription = subscribe(
            first.withLatestFrom(Observable<String>.never()) { number, letter in "\(number)\(letter)" },
            observer("R"))
        first.onNext(1)
        first.onCompleted()
        subscription.dispose()
    }
}
