// Case app_deep_links (a milestone of chapter 7): an app's deep-link router. Links arrive as
// text; compactMap turns the ones the app knows into routes and drops the rest; a link is
// followed only when the user is signed in at that moment (withLatestFrom the session, filter);
// each route loads its screen (flatMap into Observable.just, .empty for a screen with nothing
// to load, .error for one that fails). A failing screen, or a throwing map (a malformed
// product id), ends a router with that error; a router subscribed later runs until it meets one.
import MiniRx

enum Route { case product(String), profile, settings }
enum LinkError: Error { case badProductID(String), screenFailed(String) }

let links = PublishSubject<String>()
let signedIn = BehaviorSubject(value: false)

func route(_ link: String) -> Route? {
    let parts = link.split(separator: "/").map(String.init)
    switch parts.first {
    case "product" where parts.count == 2: return .product(parts[1])
    case "me": return .profile
    case "settings": return .settings
    default: return nil
    }
}

func load(_ route: Route) throws -> Observable<String> {
    switch route {
    case .product(let id):
        guard Int(id) != nil else { throw LinkError.badProductID(id) }
        return .just("product page \(id)")
    case .profile: return .error(LinkError.screenFailed("profile"))
    case .settings: return .empty()
    }
}

@MainActor func router(_ name: String) -> Disposable {
    links
        .compactMap(route)
        .withLatestFrom(signedIn) { route, signedIn in (route, signedIn) }
        .filter { route, signedIn in
            if !signedIn { print("  \(name): sign in first (\(route))") }
            return signedIn
        }
        .map { route, _ in try load(route) }
        .flatMap { $0 }
        .subscribe(onNext: { print("  \(name) shows \($0)") }, onError: { print("  \(name) stops: \($0)") })
}

let main = router("main")
for link in ["product/7", "help", "settings"] { print("open \(link)"); links.onNext(link) }
print("sign in")
signedIn.onNext(true)
for link in ["product/7", "me", "settings"] { print("open \(link)"); links.onNext(link) }
let widget = router("widget")
for link in ["settings", "product/8", "product/x", "product/9"] { print("open \(link)"); links.onNext(link) }
print("links observed: \(links.hasObservers)")
main.dispose()
widget.dispose()
