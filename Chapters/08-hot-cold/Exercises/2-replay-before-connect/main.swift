// Exercise 8.2: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

do {
    let prices = PublishSubject<Int>()
    let feed = prices.do(
        onSubscribe: { print("feed: connected") },
        onDispose: { print("feed: disconnected") })

    print("-- share(replay: 1, scope: .forever)")
    let forever = feed.share(replay: 1, scope: .forever)
    let a = forever.subscribe(onNext: { print("A \($0)") })
    prices.onNext(1)
    prices.onNext(2)
    a.dispose()
    let d = forever.subscribe(onNext: { print("D \($0)") })
    prices.onNext(3)
    d.dispose()

    print("-- publish() and connect()")
    let published = feed.publish()
    let b = published.subscribe(onNext: { print("B \($0)") })
    prices.onNext(4)
    let connection = published.connect()
    prices.onNext(5)
    b.dispose()
    prices.onNext(6)
    connection.dispose()

    print("-- publish().refCount()")
    let counted = feed.publish().refCount()
    let c = counted.subscribe(onNext: { print("C \($0)") })
    let e = counted.subscribe(onNext: { print("E \($0)") })
    prices.onNext(7)
    c.dispose()
    prices.onNext(8)
    e.dispose()
}
print("live MiniRx objects: \(Resources.total)")
