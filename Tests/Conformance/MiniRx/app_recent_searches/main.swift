// Case app_recent_searches (a milestone of chapter 8): a search screen's history. Submitted
// queries are published once, through replay(3) and connect(): the history panel and the
// suggestions, opened late, are shown the last three queries first, then the new ones as they
// come. Disposing the connection stops the publishing and drops its subject (RxSwift's replay is
// multicast(makeSubject:)): the suggestions, opened after, start on a new, empty one, which the
// next connect feeds, while the history panel stays on the old one and hears nothing more. A
// ReplaySubject of size 2 holds the two last filters, and replays its completion too.
import MiniRx

let submits = PublishSubject<String>()
let history = submits
    .map { $0.lowercased() }
    .filter { !$0.isEmpty }
    .replay(3)

let bag = DisposeBag()
print("submit \"Swift\" (not connected yet)")
submits.onNext("Swift")
var connection = history.connect()
for query in ["RxSwift", "", "Combine", "Actors", "Sendable"] {
    print("submit \"\(query)\"")
    submits.onNext(query)
}
print("the history panel opens")
history.subscribe(onNext: { print("  history: \($0)") }).disposed(by: bag)
print("submit \"Tasks\"")
submits.onNext("Tasks")
print("disconnect")
connection.dispose()
submits.onNext("lost")
print("suggestions open")
history.subscribe(onNext: { print("  suggestion: \($0)") }).disposed(by: bag)
print("connect again")
connection = history.connect()
print("submit \"Macros\"")
submits.onNext("Macros")
connection.dispose()

print("-- the last two filters")
let filters = ReplaySubject<String>.create(bufferSize: 2)
for filter in ["all", "unread", "starred"] { filters.onNext(filter) }
filters.onCompleted()
_ = filters.subscribe(onNext: { print("  filter: \($0)") }, onCompleted: { print("  filters done") })
