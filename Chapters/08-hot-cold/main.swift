// Chapter 8: Hot and cold. A `create` closure runs once per subscriber (seed 000's warning: its
// side effects repeat); `share(replay:scope:)` makes one subscription serve everyone; what
// `.whileConnected` and `.forever` keep; `publish`, `connect` and `refCount`, the pieces share
// is made of; seed 002's search box, where one request must feed two bindings; and the order
// in which a replaying share registers and replays.
import Foundation
import MiniRx

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch08\n".utf8))
    exit(2)
}

/// A pretend network. A request is an observable: subscribing sends it, and it stays open until
/// the program answers it (`answer`, `fail`), so the story needs no clock and no threads.
final class Server<Response> {
    private let name: String
    private(set) var requestsSent = 0
    // The open requests, in the order they were sent.
    private var open: [(number: Int, observer: AnyObserver<Response>)] = []

    init(name: String) {
        self.name = name
    }

    /// An observable for one request. Nothing is sent until someone subscribes; every
    /// subscription sends a request of its own.
    func request(_ what: String) -> Observable<Response> {
        Observable.create { observer in
            self.requestsSent += 1
            let number = self.requestsSent
            print("  \(self.name) server: request #\(number) (\(what)) sent")
            self.open.append((number, observer))
            return Disposables.create {
                self.open.removeAll { $0.number == number }
                print("  \(self.name) server: request #\(number) closed")
            }
        }
    }

    /// Answers every open request with `response`, like an HTTP reply: one element, then done.
    func answer(_ response: Response) {
        for request in open {
            request.observer.onNext(response)
            request.observer.onCompleted()
        }
    }

    /// Fails every open request.
    func fail(_ error: Error) {
        for request in open { request.observer.onError(error) }
    }
}

struct Timeout: Error, CustomStringConvertible {
    var description: String { "timed out" }
}

print("-- 1. Cold: each subscriber runs the create closure again")
do {
    let server = Server<String>(name: "user")
    let user = server.request("GET /user")
    print("observable made; requests sent: \(server.requestsSent)")
    let bag = DisposeBag()
    user.subscribe(onNext: { print("  name label shows \($0)") }).disposed(by: bag)
    user.subscribe(onNext: { print("  avatar view loads \($0).png") }).disposed(by: bag)
    server.answer("Ada")
    print("two bindings, requests sent: \(server.requestsSent)")
}

print("-- 2. share(): one request feeds both bindings")
do {
    let server = Server<String>(name: "user")
    let user = server.request("GET /user").share()
    let bag = DisposeBag()
    user.subscribe(onNext: { print("  name label shows \($0)") }).disposed(by: bag)
    print("second binding joins the request already open")
    user.subscribe(onNext: { print("  avatar view loads \($0).png") }).disposed(by: bag)
    server.answer("Grace")
    print("two bindings, requests sent: \(server.requestsSent)")
}

print("-- 3. share() forgets; share(replay: 1) replays the latest element to a late subscriber")
do {
    let prices = PublishSubject<Int>()
    let feed = prices.do(onSubscribe: { print("  feed: connected") },
                         onDispose: { print("  feed: disconnected") })
    let plain = feed.share()
    let a = plain.subscribe(onNext: { print("  A \($0)") })
    prices.onNext(10)
    let b = plain.subscribe(onNext: { print("  B \($0)") })
    print("B joined after 10: share() has nothing to give it")
    prices.onNext(11)
    a.dispose()
    b.dispose()

    let replayed = feed.share(replay: 1)
    let c = replayed.subscribe(onNext: { print("  C \($0)") })
    prices.onNext(20)
    let d = replayed.subscribe(onNext: { print("  D \($0)") })
    prices.onNext(21)
    c.dispose()
    print("C left; D keeps the connection open")
    d.dispose()
}

print("-- 4. When everyone leaves: .whileConnected starts afresh, .forever remembers")
do {
    let prices = PublishSubject<Int>()
    let feed = prices.do(onSubscribe: { print("  feed: connected") },
                         onDispose: { print("  feed: disconnected") })
    let whileConnected = feed.share(replay: 1, scope: .whileConnected)
    let forever = feed.share(replay: 1, scope: .forever)

    print(".whileConnected:")
    let a = whileConnected.subscribe(onNext: { print("  A \($0)") })
    prices.onNext(1)
    a.dispose()
    let b = whileConnected.subscribe(onNext: { print("  B \($0)") })
    print("B got no replay: the buffer went with the connection")
    b.dispose()

    print(".forever:")
    let c = forever.subscribe(onNext: { print("  C \($0)") })
    prices.onNext(2)
    c.dispose()
    let d = forever.subscribe(onNext: { print("  D \($0)") })
    print("D was replayed 2, a stale element from the last connection")
    prices.onNext(3)
    d.dispose()
}

print("-- 5. After the source completes: .whileConnected asks again, .forever replays the answer")
do {
    let server = Server<String>(name: "user")
    let whileConnected = server.request("GET /user").share(replay: 1, scope: .whileConnected)
    let forever = server.request("GET /user").share(replay: 1, scope: .forever)

    print(".whileConnected:")
    _ = whileConnected.subscribe(onNext: { print("  first: \($0)") })
    server.answer("Ada")
    _ = whileConnected.subscribe(onNext: { print("  later: \($0)") })
    server.answer("Ada, again")

    print(".forever:")
    _ = forever.subscribe(onNext: { print("  first: \($0)") })
    server.answer("Grace")
    _ = forever.subscribe(onNext: { print("  later: \($0)") },
                          onCompleted: { print("  later: completed, no request sent") })
    print("requests sent: \(server.requestsSent)")
}

print("-- 6. What share is made of: publish, connect, refCount")
do {
    let server = Server<String>(name: "user")
    let published = server.request("GET /user").publish()
    let bag = DisposeBag()
    published.subscribe(onNext: { print("  name label shows \($0)") }).disposed(by: bag)
    published.subscribe(onNext: { print("  avatar view loads \($0).png") }).disposed(by: bag)
    print("two subscribers, requests sent: \(server.requestsSent) (nothing until connect)")
    let connection = published.connect()
    server.answer("Ada")
    connection.dispose()

    let prices = PublishSubject<Int>()
    let counted = prices
        .do(onSubscribe: { print("  feed: connected") }, onDispose: { print("  feed: disconnected") })
        .publish()
        .refCount()
    print("refCount: the first subscriber connects, the last one disconnects")
    let a = counted.subscribe(onNext: { print("  A \($0)") })
    let b = counted.subscribe(onNext: { print("  B \($0)") })
    prices.onNext(1)
    a.dispose()
    prices.onNext(2)
    b.dispose()
}

print("-- 7. Seed 002: search results bound to two views")
do {
    let server = Server<[String]>(name: "search")
    let query = PublishSubject<String>()

    print("without share: every query is sent twice, once per binding")
    let unshared = query.flatMapLatest { server.request("search \($0)").catchAndReturn([]) }
    let bag1 = DisposeBag()
    unshared.map { $0.count }
        .subscribe(onNext: { print("  count label: \($0)") }).disposed(by: bag1)
    unshared.subscribe(onNext: { print("  table rows: \($0)") }).disposed(by: bag1)
    query.onNext("rx")
    server.answer(["RxSwift", "RxCocoa"])
    print("requests sent: \(server.requestsSent)")
}
do {
    let server = Server<[String]>(name: "search")
    let query = PublishSubject<String>()

    print("with share(replay: 1): one request per query; a failure becomes an empty list")
    let results = query
        .flatMapLatest { server.request("search \($0)").catchAndReturn([]) }
        .share(replay: 1)
    let bag = DisposeBag()
    results.map { $0.count }
        .subscribe(onNext: { print("  count label: \($0)") }).disposed(by: bag)
    results.subscribe(onNext: { print("  table rows: \($0)") }).disposed(by: bag)
    query.onNext("rx")
    server.answer(["RxSwift", "RxCocoa"])
    query.onNext("zz")
    server.fail(Timeout())
    query.onNext("swift")
    server.answer(["Swift"])
    print("three queries, requests sent: \(server.requestsSent); the bindings still work")
}

print("-- 8. Register, then replay: share(replay: 1) against share(replay: 2)")
for replay in [1, 2] {
    print("share(replay: \(replay)):")
    let prices = PublishSubject<Int>()
    let shared = prices.share(replay: replay)
    let a = shared.subscribe(onNext: { print("  A \($0)") })
    prices.onNext(1)
    print("B subscribes; when it gets its first element, it sends 2")
    var sent = false
    let b = shared.subscribe(onNext: { price in
        print("  B \(price)")
        if !sent {
            sent = true
            prices.onNext(2)
        }
    })
    print("C subscribes")
    let c = shared.subscribe(onNext: { print("  C \($0)") })
    a.dispose()
    b.dispose()
    c.dispose()
}

print("live MiniRx objects: \(Resources.total)")
