// Case app_theme_multicast_subject (a milestone of chapter 8): an app's theme, published through
// multicast with one ReplaySubject given (multicast(_:)), against a subject made per connection
// (multicast(makeSubject:)). With the one subject, a screen that opens late is shown the last
// theme, and once the source has completed that subject stays completed: a second connect loads
// the theme again into a subject that no longer listens, and later screens get the last theme
// and completed. With makeSubject, the completion drops the subject: a screen that opens then is
// given a new one, which the next connect feeds, and a screen that opens after that waits for a
// connect that never comes.
import MiniRx

@MainActor func run(_ title: String, _ themes: (Observable<String>) -> ConnectableObservable<String>) {
    print("-- \(title)")
    var loads = 0
    let source = Observable<String>.create { observer in
        loads += 1
        print("  theme load \(loads)")
        observer.onNext(loads == 1 ? "light" : "sepia")
        observer.onNext("dark")
        observer.onCompleted()
        return Disposables.create()
    }
    let published = themes(source)
    let screen = { (name: String) in
        _ = published.subscribe(onNext: { print("  \(name): \($0)") }, onCompleted: { print("  \(name): no more themes") })
    }
    screen("home")
    print("  connect")
    _ = published.connect()
    screen("settings")
    print("  connect again")
    _ = published.connect()
    screen("about")
}

run("multicast(ReplaySubject.create(bufferSize: 1))") { $0.multicast(ReplaySubject.create(bufferSize: 1)) }
run("multicast(makeSubject:)") { $0.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
