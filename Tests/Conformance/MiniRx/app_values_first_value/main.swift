// Case app_values_first_value (a milestone of chapter 15): async code that needs one value from
// Rx: the current user, the first search result, a required setting. A helper reads the first
// element with `for try await ... in values` and returns from inside the loop, which ends the
// subscription; a sequence that completes empty gives nil; a failing one throws. All sources
// here answer as they are subscribed, so the loop finds the value waiting in the stream.
import MiniRx

enum SettingsError: Error { case unreadable }

@MainActor func first<Element>(_ source: Observable<Element>) async throws -> Element? {
    for try await element in source.values { return element }
    return nil
}

func traced<Element>(_ name: String, _ source: Observable<Element>) -> Observable<Element> {
    Observable.create { observer in
        print("  \(name) subscribed")
        let subscription = source.subscribe(observer)
        return Disposables.create { print("  \(name) released"); subscription.dispose() }
    }
}

@MainActor func show<Element>(_ title: String, _ source: Observable<Element>) async {
    do {
        let value = try await first(source)
        print("  \(title): \(value.map { "\($0)" } ?? "nothing")")
    } catch {
        print("  \(title) failed: \(error)")
    }
}

// Everything runs in one async function, so that its values are gone before the program ends.
@MainActor func lookUps() async {
    let user = BehaviorSubject(value: "ann")
    print("-- the current user")
    await show("user", traced("user", user.asObservable()))
    print("  user observed:", user.hasObservers)
    print("-- the first result")
    await show("result", traced("results", Observable.from(["swift", "swiftui"]).filter { $0.count > 5 }))
    print("-- no result")
    await show("result", traced("results", Observable.from(["rx"]).filter { $0.count > 5 }))
    print("-- an unreadable setting")
    await show("setting", traced("settings", Observable<Int>.error(SettingsError.unreadable)))
}

await lookUps()
