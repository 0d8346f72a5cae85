// Case app_search_box_distinct: a search box. The field starts empty (a BehaviorSubject), and
// that first value is skipped (skip(1)); what the user types is cleaned (map), sent on only when
// it changed (distinctUntilChanged) and long enough (filter); each query becomes a request
// (flatMap), and the screen wants the first three answers (take(3)), after which the field is
// released at once. Then: a screen that wants no answer (take(0)) never observes the field; the
// third query of a session (element(at: 2)); a session that ends before its third query fails
// with RxSwift's argumentOutOfRange; a failed request ends the search.
import MiniRx

enum SearchError: Error { case offline }

/// The field's text, saying when the screen starts and stops observing it.
func observed(_ text: BehaviorSubject<String>) -> Observable<String> {
    Observable.create { observer in
        print("  field observed")
        let subscription = text.subscribe(observer)
        return Disposables.create {
            print("  field released")
            subscription.dispose()
        }
    }
}

func queries(_ field: Observable<String>) -> Observable<String> {
    field
        .skip(1)
        .map { String($0.lowercased().filter { $0 != " " }) }
        .distinctUntilChanged()
        .filter { $0.count >= 2 }
}

func request(_ query: String) -> Observable<String> {
    print("  request \"\(query)\"")
    return query == "offline" ? Observable.error(SearchError.offline) : Observable.just("results for \(query)")
}

func printing(_ label: String) -> AnyObserver<String> {
    AnyObserver { event in print("  \(label): \(event)") }
}

func firstThreeAnswers() {
    let text = BehaviorSubject(value: "")
    let subscription = queries(observed(text)).flatMap(request).take(3).subscribe(printing("answer"))
    for typed in ["s", "Sw", "SW", "sw ", "swi", "swi", "swift", "swiftui"] {
        print("type \"\(typed)\"")
        text.onNext(typed)
    }
    print("field observed after three answers: \(text.hasObservers)")
    subscription.dispose()
}

func noAnswerWanted() {
    let text = BehaviorSubject(value: "rx")
    let subscription = queries(observed(text)).flatMap(request).take(0).subscribe(printing("answer"))
    text.onNext("swift")
    print("field observed: \(text.hasObservers)")
    subscription.dispose()
}

func thirdQuery() {
    let text = BehaviorSubject(value: "")
    _ = queries(observed(text)).element(at: 2).subscribe(printing("third query"))
    for typed in ["ab", "ab", "abc", "abcd", "abcde"] {
        print("type \"\(typed)\"")
        text.onNext(typed)
    }
}

func sessionTooShort() {
    let text = BehaviorSubject(value: "")
    _ = queries(observed(text)).element(at: 2).subscribe(printing("third query"))
    text.onNext("ab")
    text.onNext("abc")
    print("the screen closes")
    text.onCompleted()
}

func requestFails() {
    let text = BehaviorSubject(value: "")
    _ = queries(observed(text)).flatMap(request).take(3).subscribe(printing("answer"))
    text.onNext("rx")
    text.onNext("offline")
    text.onNext("swift")
    print("field observed: \(text.hasObservers)")
}

print("-- the first three answers")
firstThreeAnswers()
print("-- no answer wanted")
noAnswerWanted()
print("-- the third query")
thirdQuery()
print("-- a session with two queries")
sessionTooShort()
print("-- a request fails")
requestFails()
