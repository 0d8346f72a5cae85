// Exercise 8.3: the check program. Don't edit it: edit ShareLatest.swift. Its output must be
// exactly expected.txt.
import MiniRx

/// The same story through `share`, whichever way it was built.
@MainActor func story(_ title: String, _ share: (Observable<Int>) -> Observable<Int>) {
    print("-- \(title)")
    let prices = PublishSubject<Int>()
    let feed = share(
        prices.do(onSubscribe: { print("  feed: connected") }, onDispose: { print("  feed: disconnected") }))
    let a = feed.subscribe(onNext: { print("  A \($0)") })
    prices.onNext(1)
    let b = feed.subscribe(onNext: { print("  B \($0)") })
    prices.onNext(2)
    a.dispose()
    b.dispose()
    print("  everyone left; C joins")
    let c = feed.subscribe(onNext: { print("  C \($0)") })
    prices.onNext(3)
    c.dispose()

    var runs = 0
    let answer = share(
        Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs * 100)
            observer.onCompleted()
            return Disposables.create()
        })
    _ = answer.subscribe(onNext: { print("  first: \($0)") }, onCompleted: { print("  first: completed") })
    _ = answer.subscribe(onNext: { print("  second: \($0)") }, onCompleted: { print("  second: completed") })
    print("  create closure runs: \(runs)")
}

story("shareLatestWhileConnected") { $0.shareLatestWhileConnected() }
story("shareLatestForever") { $0.shareLatestForever() }
print("live MiniRx objects: \(Resources.total)")
