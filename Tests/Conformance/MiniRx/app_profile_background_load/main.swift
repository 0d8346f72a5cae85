// Case app_profile_background_load (a milestone of chapter 10): a profile screen that loads on
// a background scheduler (subscribe(on:)) and shows on the screen's scheduler (observe(on:)),
// two TestSchedulers the program runs in turn; a refresh button debounced on the screen's clock.
// Output recorded from RxSwift 6.10.2.
import MiniRx
import MiniRxTest

// Two virtual clocks stand for two threads: `background` runs the requests, `screen` runs what
// the user sees. Nothing runs on either until the program starts it, so each line shows which
// side did the work, and when.

let background = TestScheduler(initialClock: 0)
let screen = TestScheduler(initialClock: 0)

var requests = 0

/// A request for the profile: it runs when it is subscribed, and answers at once.
@MainActor func fetchProfile(_ name: String) -> Observable<String> {
    Observable<String>.create { observer in
        requests += 1
        let request = requests
        print("  [background] request #\(request) for \(name)")
        observer.onNext("\(name), from request #\(request)")
        observer.onCompleted()
        return Disposables.create { print("  [background] request #\(request) finished") }
    }
    .subscribe(on: background)
}

let refreshTaps = PublishSubject<String>()

/// The profile screen: refresh taps, debounced on the screen's clock, each load a request on the
/// background, every answer shown on the screen.
@MainActor func openScreen() -> Disposable {
    refreshTaps
        .debounce(.seconds(1), scheduler: screen)
        .flatMap { name in fetchProfile(name) }
        .observe(on: screen)
        .subscribe(
            onNext: { print("  [screen] shows \($0)") },
            onDisposed: { print("  [screen] closed") })
}

print("-- the screen opens; the user taps refresh three times in a row --")
var session = openScreen()
refreshTaps.onNext("ana")
refreshTaps.onNext("ana")
refreshTaps.onNext("bob")
print("  nothing ran yet; the screen's clock runs")
screen.start()
print("  the background runs")
background.start()
print("  the screen runs")
screen.start()

print("-- one tap; the answer arrives, but the screen closes before it is shown --")
refreshTaps.onNext("cy")
screen.start()
background.start()
print("  the screen closes")
session.dispose()
screen.start()

print("-- the screen opens again; one tap; it closes before the request is sent --")
session = openScreen()
refreshTaps.onNext("dee")
screen.start()
print("  the screen closes")
session.dispose()
background.start()
screen.start()
print("requests sent: \(requests)")
