// Case app_inventory_alerts (a milestone of chapter 7): a shop's stock monitor. Scanner readings
// arrive as text; compactMap drops the unreadable ones; an alert is raised only when a product crosses the low-stock line (distinctUntilChanged with a
// comparer on the level), and each alert orders more (flatMap into Observable.just, or .empty
// for a product that is not reordered). The "report sent" notice waits only for the end of the
// readings (ignoreElements). A reading for a product missing from the catalog throws from
// inside map, which ends every monitor with that error: later readings reach nobody.
import MiniRx

struct Reading { let product: String; let count: Int }
enum StockError: Error { case unknownProduct(String) }

let catalog = ["apples": 10, "pears": 5, "figs": 0]
let scanner = PublishSubject<String>()

func parse(_ text: String) -> Reading? {
    let parts = text.split(separator: ":")
    guard parts.count == 2, let count = Int(parts[1]) else { return nil }
    return Reading(product: String(parts[0]), count: count)
}

let readings = scanner.compactMap(parse)
    .map { reading -> (String, Bool) in
        guard let line = catalog[reading.product] else { throw StockError.unknownProduct(reading.product) }
        return (reading.product, reading.count < line)
    }

let bag = DisposeBag()
for product in catalog.keys.sorted() {
    readings.filter { $0.0 == product }
        .distinctUntilChanged { $0.1 == $1.1 }
        .skip(while: { !$0.1 })
        .flatMap { product, low -> Observable<String> in
            guard low else { return .just("\(product) back to normal") }
            return product == "figs" ? .empty() : .just("order 20 \(product)")
        }
        .subscribe(onNext: { print("  \($0)") }, onError: { print("  \(product) monitor stops: \($0)") })
        .disposed(by: bag)
}
readings.ignoreElements()
    .subscribe(onError: { print("  no report: \($0)") }, onCompleted: { print("  report sent") })
    .disposed(by: bag)

@MainActor func day(_ scans: [String]) {
    for text in scans {
        print("scan \(text)")
        scanner.onNext(text)
    }
}

day(["apples:12", "pears:4", "apples:9", "apples:8", "???", "pears:2", "apples:15", "figs:3", "pears:7", "apples:3"])
print("-- a new product is scanned before the catalog knows it")
day(["kiwis:1", "apples:2"])
print("scanner observed: \(scanner.hasObservers)")
