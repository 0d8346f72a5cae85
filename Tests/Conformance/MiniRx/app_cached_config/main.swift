// Case app_cached_config: an app's remote configuration, fetched once and kept, through
// share(replay: 1, scope: .forever). Screens that open while the fetch runs join it; screens that
// open after it finished get the kept answer and its completion at once, and nothing is fetched
// again. The same fetch shared with the default scope (.whileConnected) is fetched anew by a
// screen that opens after it finished. A failed fetch kept .forever fails every later screen too.
import MiniRx

enum FetchError: Error { case offline }

final class ConfigServer {
    private var fetches = 0
    private var pending: [AnyObserver<String>] = []

    var config: Observable<String> {
        Observable.create { observer in
            self.fetches += 1
            let number = self.fetches
            print("  fetch \(number) starts")
            self.pending.append(observer)
            return Disposables.create { print("  fetch \(number) ends") }
        }
    }

    func answer(_ value: String) {
        print("  the server answers \(value)")
        let observers = pending
        pending = []
        for observer in observers {
            observer.onNext(value)
            observer.onCompleted()
        }
    }

    func fail() {
        print("  the server is offline")
        let observers = pending
        pending = []
        for observer in observers { observer.onError(FetchError.offline) }
    }
}

func screen(_ name: String, _ config: Observable<String>, _ bag: DisposeBag) {
    print("  \(name) opens")
    config
        .map { "theme=\($0)" }
        .subscribe(
            onNext: { print("  \(name) uses \($0)") },
            onError: { print("  \(name) shows \($0)") },
            onCompleted: { print("  \(name) has its config") }
        )
        .disposed(by: bag)
}

print("-- share(replay: 1, scope: .forever)")
do {
    let server = ConfigServer()
    let config = server.config.share(replay: 1, scope: .forever)
    var bag = DisposeBag()
    screen("home", config, bag)
    screen("settings", config, bag)
    server.answer("dark")
    screen("profile", config, bag)
    print("  every screen closes")
    bag = DisposeBag()
    screen("about", config, bag)
    bag = DisposeBag()
}

print("-- share(replay: 1), the default scope")
do {
    let server = ConfigServer()
    let config = server.config.share(replay: 1)
    let bag = DisposeBag()
    screen("home", config, bag)
    server.answer("dark")
    screen("profile", config, bag)
    server.answer("light")
}

print("-- a failed fetch, kept forever")
do {
    let server = ConfigServer()
    let config = server.config.share(replay: 1, scope: .forever)
    let bag = DisposeBag()
    screen("home", config, bag)
    server.fail()
    screen("settings", config, bag)
}
