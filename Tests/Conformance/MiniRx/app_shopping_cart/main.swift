// Case app_shopping_cart (a milestone of chapter 7): a shopping cart. The cart is a BehaviorRelay
// of items; the badge and the total are derived from it (map, distinctUntilChanged, so an edit
// that changes neither is not shown again); a coupon field is parsed with compactMap (text that
// is not a code is dropped); the checkout button takes the cart at the moment of the tap
// (withLatestFrom), refuses an empty one (filter), and sends an order (flatMap) that the server
// may refuse with an error, which ends the checkout flow.
import MiniRx

struct Item { let name: String; let price: Int }
enum OrderError: Error { case outOfStock(String) }

let cart = BehaviorRelay<[Item]>(value: [])
let couponField = PublishSubject<String>()
let checkoutTaps = PublishRelay<Void>()
let bag = DisposeBag()

cart.map { $0.count }.distinctUntilChanged()
    .subscribe(onNext: { print("  badge: \($0)") }).disposed(by: bag)
cart.map { $0.reduce(0) { $0 + $1.price } }.distinctUntilChanged()
    .subscribe(onNext: { print("  total: \($0)") }).disposed(by: bag)
couponField
    .compactMap { text -> Int? in text.hasPrefix("SAVE") ? Int(text.dropFirst(4)) : nil }
    .subscribe(onNext: { print("  coupon: \($0)% off") }).disposed(by: bag)

func placeOrder(_ items: [Item]) -> Observable<String> {
    Observable.create { observer in
        print("  order request for \(items.map { $0.name })")
        if let missing = items.first(where: { $0.name == "lamp" }) {
            observer.onError(OrderError.outOfStock(missing.name))
        } else {
            observer.onNext("order of \(items.count) items")
            observer.onCompleted()
        }
        return Disposables.create { print("  order request ends") }
    }
}

checkoutTaps
    .withLatestFrom(cart)
    .filter { items in
        if items.isEmpty { print("  the cart is empty") }
        return !items.isEmpty
    }
    .flatMap(placeOrder)
    .subscribe(onNext: { print("  placed \($0)") }, onError: { print("  checkout failed: \($0)") },
               onDisposed: { print("  checkout flow over") })
    .disposed(by: bag)

@MainActor func add(_ item: Item) { print("add \(item.name)"); cart.accept(cart.value + [item]) }

print("tap checkout")
checkoutTaps.accept(())
add(Item(name: "book", price: 12))
add(Item(name: "pen", price: 0))
print("type coupons")
for text in ["SAVE", "SAVE10", "hello", "SAVE25"] { couponField.onNext(text) }
print("tap checkout")
checkoutTaps.accept(())
print("replace the pen by a lamp")
cart.accept([Item(name: "book", price: 12), Item(name: "lamp", price: 30)])
print("tap checkout")
checkoutTaps.accept(())
print("tap checkout again")
checkoutTaps.accept(())
print("empty the cart")
cart.accept([])
