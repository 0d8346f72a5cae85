// Chapter 12: Driver and Signal. Sequences for a user interface: they never fail, they deliver on
// the main loop, and their subscribers share one subscription. Seed 002's autocomplete: the naive
// binding's problems shown by output, fixed by hand with observe(on:)/catchAndReturn/share, then
// by `asDriver`; what delivering on the main loop changes, even on one thread; and a `Signal`,
// which shares without replaying. Time is the main loop's virtual clock.
import Foundation
import MiniRx

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch12\n".utf8))
    exit(2)
}

/// The main loop's virtual clock, read from the start of the current section.
enum Clock {
    // Single-threaded by design: a plain static.
    nonisolated(unsafe) static var sectionStart = MainScheduler.instance.now

    /// Starts a section: prints its header and restarts the clock at t=0.
    static func section(_ title: String) {
        print(title)
        sectionStart = MainScheduler.instance.now
    }
}

/// Time since the section started, for log lines: `t=2s`, `t=100ms`.
func clock() -> String {
    let seconds = MainScheduler.instance.now.timeIntervalSince(Clock.sectionStart)
    let milliseconds = Int((seconds * 1000).rounded())
    return milliseconds % 1000 == 0 ? "t=\(milliseconds / 1000)s" : "t=\(milliseconds)ms"
}

/// A pretend autocomplete server: answers 100 ms after each request, on the main loop.
/// The query "boom" makes it fail.
final class AutocompleteServer {
    struct ServerDown: Error, CustomStringConvertible {
        var description: String { "server down" }
    }

    static let catalog = ["rxcocoa", "rxrelay", "rxswift", "rxtest"]
    private(set) var requestsSent = 0

    func fetchAutoCompleteItems(_ query: String) -> Observable<[String]> {
        Observable.create { observer in
            self.requestsSent += 1
            print("  \(clock()) server: request #\(self.requestsSent) for \"\(query)\"")
            return MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
                if query == "boom" {
                    observer.onError(ServerDown())
                } else {
                    observer.onNext(Self.catalog.filter { $0.hasPrefix(query) })
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
    }
}

/// Types each query into `field`, one second apart, letting the main loop run in between.
func type(_ queries: [String], into field: PublishSubject<String>) {
    for query in queries {
        print("user types \"\(query)\"")
        field.onNext(query)
        MainScheduler.instance.advance(by: .seconds(1))
    }
}

Clock.section("-- 1. The naive autocomplete binding and its problems")
do {
    let server = AutocompleteServer()
    let searchField = PublishSubject<String>()
    let bag = DisposeBag()
    let results = searchField
        .throttle(.milliseconds(300), scheduler: MainScheduler.instance)
        .flatMapLatest { server.fetchAutoCompleteItems($0) }
    results.map { "\($0.count)" }
        .subscribe(
            onNext: { print("  \(clock()) count label: \($0)") },
            onError: { print("  \(clock()) count label binding ended by error: \($0)") })
        .disposed(by: bag)
    results
        .subscribe(
            onNext: { print("  \(clock()) table rows: \($0)") },
            onError: { print("  \(clock()) table binding ended by error: \($0)") })
        .disposed(by: bag)
    type(["rx", "boom", "rxs"], into: searchField)
    print("problem 1: two bindings, two requests per query (\(server.requestsSent) sent for 2 queries)")
    print("problem 2: one failed request ended both bindings; \"rxs\" was never looked up")
    print("problem 3: nothing says where results arrive; in RxSwift a background answer updates the UI off the main thread")
}

Clock.section("-- 2. The fix by hand: observe(on:), catchAndReturn, share(replay: 1)")
do {
    let server = AutocompleteServer()
    let searchField = PublishSubject<String>()
    let bag = DisposeBag()
    let results = searchField
        .throttle(.milliseconds(300), scheduler: MainScheduler.instance)
        .flatMapLatest { query in
            server.fetchAutoCompleteItems(query)
                .observe(on: MainScheduler.instance)  // results arrive on the main loop
                .catchAndReturn([])  // an error ends this request only, not the binding
        }
        .share(replay: 1)  // one request feeds both bindings
    results.map { "\($0.count)" }
        .subscribe(onNext: { print("  \(clock()) count label: \($0)") })
        .disposed(by: bag)
    results
        .subscribe(onNext: { print("  \(clock()) table rows: \($0)") })
        .disposed(by: bag)
    type(["rx", "boom", "rxs"], into: searchField)
    print("three queries, \(server.requestsSent) requests; the bindings outlived the failure")
}

Clock.section("-- 3. The same with Driver: the guarantees are in the type")
do {
    let server = AutocompleteServer()
    let searchField = PublishSubject<String>()
    let bag = DisposeBag()
    let results: Driver<[String]> = searchField
        .asDriver(onErrorJustReturn: "")
        .throttle(.milliseconds(300))
        .flatMapLatest { query in
            server.fetchAutoCompleteItems(query)
                .asDriver(onErrorJustReturn: [])
        }
    results.map { "\($0.count)" }
        .drive(onNext: { print("  \(clock()) count label: \($0)") })
        .disposed(by: bag)
    results
        .drive(onNext: { print("  \(clock()) table rows: \($0)") })
        .disposed(by: bag)
    type(["rx", "boom", "rxs"], into: searchField)
    print("three queries, \(server.requestsSent) requests; `drive` has no onError: a Driver cannot fail")
    print("a binding added later gets the latest results at once (Driver replays one):")
    results
        .drive(onNext: { print("  \(clock()) late binding: \($0)") })
        .disposed(by: bag)
}

Clock.section("-- 4. Delivered on the main loop: an element sent during a delivery waits its turn")
do {
    let numbers = PublishSubject<Int>()
    /// Two bindings, A and B; A answers 1 by sending 2 into the same source (reentrancy).
    func bind(_ name: String, to sequence: Observable<Int>) -> Disposable {
        sequence.subscribe(onNext: { number in
            print("  \(name) got \(number)")
            if name == "A" && number == 1 {
                print("  A sends 2")
                numbers.onNext(2)
            }
            print("  \(name) done with \(number)")
        })
    }
    print("subscribed to the subject itself, B hears 2 before it has heard 1:")
    var bindings = [bind("A", to: numbers), bind("B", to: numbers)]
    numbers.onNext(1)
    bindings.forEach { $0.dispose() }

    print("through a Driver, 2 waits on the main loop until the delivery of 1 is over:")
    let driver = numbers.asDriver(onErrorJustReturn: -1).asObservable()
    bindings = [bind("A", to: driver), bind("B", to: driver)]
    numbers.onNext(1)
    print("the program turns the main loop:")
    MainScheduler.instance.runUntilIdle()
    bindings.forEach { $0.dispose() }
}

Clock.section("-- 5. Signal: shared like a Driver, but no replay")
do {
    let taps = PublishSubject<String>()
    let messages: Signal<String> = taps.asSignal(onErrorJustReturn: "")
    let bag = DisposeBag()
    messages.emit(onNext: { print("  toast: \($0)") }).disposed(by: bag)
    taps.onNext("saved")
    print("a late listener hears only what comes after it:")
    messages.emit(onNext: { print("  late listener: \($0)") }).disposed(by: bag)
    taps.onNext("sent")
}

MainScheduler.instance.runUntilIdle()
print("live MiniRx objects: \(Resources.total)")
