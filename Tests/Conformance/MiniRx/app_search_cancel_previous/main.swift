// Case app_search_cancel_previous (a milestone of chapter 14): a search box that cancels the
// request of the previous query when a new query arrives, written as apps did before
// flatMapLatest: each request runs until the next query (flatMap, then take(until:) on the
// queries). An answer that arrives after its query was replaced is never shown: its request is
// released when the next query comes, just after the next request starts (the subject delivers
// the query to the flatMap, subscribed first, before the old request's take(until:)).
import MiniRx

final class Server {
    var open: [String: AnyObserver<String>] = [:]
    func search(_ query: String) -> Observable<String> {
        Observable.create { observer in
            print("  request \"\(query)\"")
            self.open[query] = observer
            return Disposables.create { print("  request \"\(query)\" released") }
        }
    }
    func answer(_ query: String) {
        print("the server answers \"\(query)\"")
        guard let observer = open.removeValue(forKey: query) else { return }
        observer.onNext("results for \(query)")
        observer.onCompleted()
    }
}

let server = Server()
let queries = PublishSubject<String>()
_ = queries
    .flatMap { query in server.search(query).take(until: queries) }
    .subscribe(onNext: { print("  show \($0)") }, onCompleted: { print("  search closed") })

for step in ["q:sw", "q:swi", "a:sw", "a:swi", "q:swift", "q:swiftui", "a:swiftui", "a:swift", "end"] {
    if step == "end" { print("the screen closes"); queries.onCompleted(); continue }
    let text = String(step.dropFirst(2))
    if step.hasPrefix("q:") { print("type \"\(text)\""); queries.onNext(text) } else { server.answer(text) }
}
print("queries observed: \(queries.hasObservers)")
