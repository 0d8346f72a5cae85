// Case app_search_with_latest_from: a search screen. Each tap of the search button takes the
// query field's latest text (withLatestFrom, cleaned by map and filter): a tap before any usable
// text is dropped, typing alone sends nothing, the field's completion keeps its last text, the
// taps' completion ends the search, an error of the field ends it, and two fields that already
// hold a value on subscription (BehaviorSubjects) pair at once.
import MiniRx

enum FieldError: Error { case lostFocus }

func searchScreen() {
    let query = PublishSubject<String>()
    let searchTapped = PublishSubject<Void>()
    let cleaned = query
        .map { $0.lowercased() }
        .filter { $0.count >= 2 }
    let searches = searchTapped.withLatestFrom(cleaned) { _, text in "search for \(text)" }
    let subscription = searches.subscribe(
        onNext: { print("  \($0)") },
        onError: { print("  error \($0)") },
        onCompleted: { print("  completed") },
        onDisposed: { print("  disposed") }
    )
    print("tap before typing")
    searchTapped.onNext(())
    print("type \"S\" (too short)")
    query.onNext("S")
    print("tap")
    searchTapped.onNext(())
    print("type \"Sw\", then \"Swift\"")
    query.onNext("Sw")
    query.onNext("Swift")
    print("tap, tap")
    searchTapped.onNext(())
    searchTapped.onNext(())
    print("the field completes, tap")
    query.onCompleted()
    searchTapped.onNext(())
    print("the taps complete")
    searchTapped.onCompleted()
    print("field observed: \(query.hasObservers), taps observed: \(searchTapped.hasObservers)")
    subscription.dispose()
}

func fieldFails() {
    let query = BehaviorSubject(value: "rx")
    let taps = PublishSubject<Int>()
    _ = taps.withLatestFrom(query).subscribe(
        onNext: { print("  tap gives \($0)") },
        onError: { print("  error \($0)") },
        onCompleted: { print("  completed") },
        onDisposed: { print("  disposed") }
    )
    print("tap 1")
    taps.onNext(1)
    print("the field fails, tap 2")
    query.onError(FieldError.lostFocus)
    taps.onNext(2)
    print("taps observed: \(taps.hasObservers)")
}

func bothHoldValues() {
    let page = BehaviorSubject(value: 1)
    let filter = BehaviorSubject(value: "all")
    let subscription = page.withLatestFrom(filter) { "page \($0) of \($1)" }
        .subscribe(onNext: { print("  \($0)") })
    page.onNext(2)
    filter.onNext("unread")
    page.onNext(3)
    subscription.dispose()
    print("page observed: \(page.hasObservers), filter observed: \(filter.hasObservers)")
}

print("-- search screen")
searchScreen()
print("-- the field fails")
fieldFails()
print("-- both hold a value already")
bothHoldValues()
