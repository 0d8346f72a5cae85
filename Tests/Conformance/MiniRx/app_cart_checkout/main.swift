// Case app_cart_checkout: a shop's cart and checkout. The cart shows a running total and the
// items so far (scan, both forms); the receipt is printed once the cart is closed (reduce with
// mapResult), and its subscription is logged (do); a customer may use one coupon only (single);
// each screen that shows the stock asks the warehouse anew (deferred); the price comes from the
// cache or the network, whichever answers first, and the other request is cancelled (amb, do's
// onDispose); a failed payment is shown as a message without ending the payment screen
// (materialize), and the order log gets the payment's events back (dematerialize); the delivery
// slots are counted out (range).
import MiniRx

enum ShopError: Error {
    case cardDeclined
}

func printing<Element>(_ label: String) -> AnyObserver<Element> {
    AnyObserver { event in print("  \(label): \(event)") }
}

func cart() {
    print("-- the cart --")
    let added = PublishSubject<(name: String, price: Int)>()
    let bag = DisposeBag()
    added.scan(0) { total, item in total + item.price }
        .subscribe(printing("total"))
        .disposed(by: bag)
    added.scan(into: [String]()) { names, item in names.append(item.name) }
        .map { $0.joined(separator: ", ") }
        .subscribe(printing("items"))
        .disposed(by: bag)
    added
        .reduce(0, accumulator: { total, item in total + item.price }, mapResult: { "receipt: \($0) EUR" })
        .do(onSubscribe: { print("  receipt: waiting for checkout") }, onDispose: { print("  receipt: done") })
        .subscribe(printing("receipt"))
        .disposed(by: bag)
    for item in [("apple", 3), ("bread", 2), ("milk", 4)] {
        print("add \(item.0)")
        added.onNext(item)
    }
    print("checkout")
    added.onCompleted()
}

func coupons() {
    print("-- one coupon per order --")
    let entered = PublishSubject<String>()
    let bag = DisposeBag()
    entered.single()
        .subscribe(printing("coupon"))
        .disposed(by: bag)
    entered.single { $0.hasPrefix("VIP") }
        .subscribe(printing("vip coupon"))
        .disposed(by: bag)
    for code in ["SPRING10", "VIP5", "SUMMER20"] {
        print("enter \(code)")
        entered.onNext(code)
    }
    print("no more coupons")
    entered.onCompleted()
}

func stock() {
    print("-- stock, asked per screen --")
    var requests = 0
    let stock = Observable<Int>.deferred {
        requests += 1
        print("  warehouse request \(requests)")
        return Observable.just(10 - requests)
    }
    print("stock observable made; requests so far: \(requests)")
    _ = stock.map { "\($0) left" }.subscribe(printing("product page"))
    _ = stock.map { "\($0) left" }.subscribe(printing("cart page"))
}

func price() {
    print("-- price: cache or network, whichever answers first --")
    let cache = PublishSubject<Int>()
    let network = PublishSubject<Int>()
    let fromNetwork = network.do(
        onSubscribe: { print("  network request sent") }, onDispose: { print("  network request cancelled") })
    let fromCache = cache.do(
        onSubscribe: { print("  cache asked") }, onDispose: { print("  cache let go") })
    let subscription = fromNetwork.amb(fromCache).subscribe(printing("price"))
    print("cache answers 12")
    cache.onNext(12)
    print("network answers 11")
    network.onNext(11)
    cache.onCompleted()
    subscription.dispose()
}

func payment() {
    print("-- payment attempts --")
    let attempts = PublishSubject<String>()
    let bag = DisposeBag()
    let results = attempts.map { card -> String in
        if card == "expired" { throw ShopError.cardDeclined }
        return "paid with \(card)"
    }
    results.materialize()
        .map { event -> String in
            switch event {
            case .next(let text): return text
            case .error(let error): return "payment failed: \(error), try another card"
            case .completed: return "payment screen closed"
            }
        }
        .subscribe(printing("screen"))
        .disposed(by: bag)
    results.materialize().dematerialize()
        .subscribe(printing("order log"))
        .disposed(by: bag)
    attempts.onNext("visa")
    attempts.onNext("expired")
    attempts.onNext("mastercard")
}

func deliverySlots() {
    print("-- delivery slots --")
    _ = Observable.range(start: 9, count: 4)
        .map { "\($0):00" }
        .subscribe(printing("slot"))
}

cart()
coupons()
stock()
price()
payment()
deliverySlots()
