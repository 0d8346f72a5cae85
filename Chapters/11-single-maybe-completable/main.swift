// Chapter 11: Single, Maybe and Completable. Sequences that promise a shape: `Single` (one
// element or an error) for a request, seed 002's `getRepo`; `Completable` (done or failed) for
// seed 000's "you stayed still for 15 seconds"; `Maybe` (one element, nothing, or an error) for a
// cache; and `Infallible` (never an error). Time is the main loop's virtual clock.
import Foundation
import MiniRx

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch11\n".utf8))
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

/// Time since the section started, for log lines: `t=2s`, `t=200ms`.
func clock() -> String {
    let seconds = MainScheduler.instance.now.timeIntervalSince(Clock.sectionStart)
    let milliseconds = Int((seconds * 1000).rounded())
    return milliseconds % 1000 == 0 ? "t=\(milliseconds / 1000)s" : "t=\(milliseconds)ms"
}

// Errors printed through SingleEvent/MaybeEvent use `String(reflecting:)`: give them a
// debugDescription so the text does not carry the module name.
enum DataError: Error, CustomDebugStringConvertible {
    case notFound(String)
    case cantParseJSON
    var debugDescription: String {
        switch self {
        case .notFound(let path): return "404 Not Found: \(path)"
        case .cantParseJSON: return "cannot parse JSON"
        }
    }
}

/// A pretend GitHub: answers after 200 ms of virtual time, like a real request would later.
/// A request that is cancelled before that never answers.
enum FakeGitHub {
    static var repos: [String: [String: Any]] {
        ["ReactiveX/RxSwift": ["full_name": "ReactiveX/RxSwift", "stargazers_count": 24_000]]
    }

    static func get(_ path: String, completion: @escaping (Result<[String: Any], Error>) -> Void)
        -> Disposable
    {
        print("  \(clock()) GET \(path)")
        return MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(200)) { _ in
            let name = String(path.dropFirst("/repos/".count))
            if let json = repos[name] {
                completion(.success(json))
            } else {
                completion(.failure(DataError.notFound(path)))
            }
            return Disposables.create()
        }
    }
}

/// Seed 002's `getRepo`: a callback API wrapped in a `Single`. Each subscription sends one
/// request; disposing the subscription cancels it (the seed's `task.cancel()`).
func getRepo(_ repo: String) -> Single<[String: Any]> {
    Single<[String: Any]>.create { single in
        let task = FakeGitHub.get("/repos/\(repo)") { result in
            switch result {
            case .success(let json): single(.success(json))
            case .failure(let error): single(.failure(error))
            }
        }
        return Disposables.create {
            task.dispose()
            print("  \(clock()) request for \(repo) closed")
        }
    }
}

Clock.section("-- 1. Single: getRepo against a fake network")
do {
    let repo = getRepo("ReactiveX/RxSwift")
    print("Single made; nothing sent yet (it is cold, like every create)")
    let subscription = repo.subscribe(
        onSuccess: { json in
            print("  \(clock()) onSuccess: \(json["full_name"]!) has \(json["stargazers_count"]!) stars")
        },
        onFailure: { print("  \(clock()) onFailure: \($0)") },
        onDisposed: { print("  \(clock()) onDisposed") })
    MainScheduler.instance.advance(by: .seconds(1))
    subscription.dispose()

    print("a repository that does not exist:")
    _ = getRepo("nobody/nothing").subscribe { event in
        // The event closure receives a SingleEvent, which is Swift's Result.
        print("  \(clock()) event: \(event)")
    }
    MainScheduler.instance.advance(by: .seconds(1))

    print("disposed before the answer: the request is cancelled, no event arrives")
    let impatient = getRepo("ReactiveX/RxSwift").subscribe(
        onSuccess: { _ in print("  never printed") },
        onDisposed: { print("  \(clock()) onDisposed") })
    MainScheduler.instance.advance(by: .milliseconds(100))
    impatient.dispose()
    MainScheduler.instance.advance(by: .seconds(1))

    print("an Observable made into a Single must have exactly one element:")
    _ = Observable.of(1, 2).asSingle().subscribe { print("  of(1, 2).asSingle(): \($0)") }
    _ = Observable<Int>.empty().asSingle().subscribe { print("  empty().asSingle(): \($0)") }
    _ = Observable.of(7).asSingle().map { $0 * 6 }.subscribe { print("  of(7).asSingle().map: \($0)") }
}

Clock.section("-- 2. Completable: \"you stayed still for 15 seconds\"")
do {
    // The speed sensor: one reading a second; the car stops after 10 seconds. `throttle` keeps
    // one reading every 2 seconds, as in seed 000.
    let speed = Observable<Int>.create { observer in
        let readings = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            .subscribe(onNext: { tick in
                let reading = tick >= 10 ? 0 : 30
                observer.onNext(reading)
            })
        return Disposables.create {
            readings.dispose()
            print("  \(clock()) speed sensor off")
        }
    }
    .throttle(.seconds(2), scheduler: MainScheduler.instance)

    // Done when the speed has been 0 for 15 seconds in a row. Time comes from the main loop's
    // clock (`MainScheduler.instance.now`), not `Date()`: that is what makes it testable and repeatable.
    let stayedStill = Completable.create { completable in
        var stillSince: RxTime?
        let subscription = speed.subscribe(onNext: { value in
            guard value == 0 else {
                stillSince = nil
                print("  \(clock()) speed \(value)")
                return
            }
            let since = stillSince ?? MainScheduler.instance.now
            stillSince = since
            let still = MainScheduler.instance.now.timeIntervalSince(since)
            print("  \(clock()) speed 0, still for \(Int(still))s")
            if still >= 15 {
                completable(.completed)
            }
        })
        // Disposing the Completable disposes the speed subscription too: the sensor goes off.
        return Disposables.create { subscription.dispose() }
    }

    let subscription = stayedStill.subscribe(
        onCompleted: { print("  \(clock()) onCompleted: you stayed still for 15 seconds") },
        onDisposed: { print("  \(clock()) onDisposed") })
    MainScheduler.instance.advance(by: .seconds(40))
    subscription.dispose()
    print("after completion nothing is left on the main loop: \(!MainScheduler.instance.hasPendingWork)")

    // ignoreElements() is a flatMap onto empty(), as in RxSwift: on completed, a flatMap
    // releases its source before it passes completed on.
    print("an Observable made into a Completable: the source is released before completed is passed on")
    let pings = PublishSubject<Int>()
    _ = pings.do(onDispose: { print("  pings released") })
        .ignoreElements().asCompletable()
        .subscribe(onCompleted: { print("  onCompleted") })
    pings.onNext(1)
    pings.onCompleted()
}

Clock.section("-- 3. Maybe: a cache that may miss")
do {
    let cache = ["ada": "ada.png"]
    func cachedAvatar(_ user: String) -> Maybe<String> {
        Maybe.create { maybe in
            if let file = cache[user] {
                maybe(.success(file))
            } else {
                maybe(.completed)
            }
            return Disposables.create()
        }
    }
    for user in ["ada", "grace"] {
        _ = cachedAvatar(user).subscribe(
            onSuccess: { print("  \(user): hit, \($0)") },
            onError: { print("  \(user): error \($0)") },
            onCompleted: { print("  \(user): miss") })
    }
    _ = Single.just(3).filter { $0 > 5 }.subscribe { print("  Single.just(3).filter { $0 > 5 } is a Maybe: \($0)") }
    _ = Observable.of("a", "b").asMaybe().subscribe { print("  of(\"a\", \"b\").asMaybe(): \($0)") }
}

Clock.section("-- 4. Infallible: a sequence that cannot fail, and promises nothing else")
do {
    struct SensorBroken: Error {}
    let thermometer = PublishSubject<Int>()
    // Made the way a Driver is made (chapter 12): by saying what an error becomes.
    let temperatures: Infallible<Int> = thermometer.asInfallible(onErrorJustReturn: -273)
    _ = temperatures.subscribe(
        onNext: { print("  temperature \($0)") },
        onCompleted: { print("  completed") },
        onDisposed: { print("  disposed") })
    thermometer.onNext(19)
    print("the sensor fails; the subscriber has no onError to call:")
    thermometer.onError(SensorBroken())

    print("no scheduler, no sharing: each subscriber runs Infallible.create's closure, at once")
    var runs = 0
    let counter = Infallible<Int>.create { observer in
        runs += 1
        observer(.next(runs))
        observer(.completed)
        return Disposables.create()
    }
    _ = counter.subscribe(onNext: { print("  first subscriber: run \($0)") })
    _ = counter.subscribe(onNext: { print("  second subscriber: run \($0)") })
}

MainScheduler.instance.runUntilIdle()
print("live MiniRx objects: \(Resources.total)")
