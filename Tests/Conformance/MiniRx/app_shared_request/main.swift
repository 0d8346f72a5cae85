// Case app_shared_request: a profile screen's views share one network request through
// share(replay: 1). The first view sends the request, the others join it; a view that comes once
// the answer is in gets the answer at once; the request ends with its answer, so a view that comes
// after that sends a new one (no stale answer); when every view has gone before the answer, the
// request is cancelled; a failed request fails every view, and the next view tries again.
import MiniRx

enum RequestError: Error { case timedOut }

func run() {
    var sent = 0
    var server: AnyObserver<String>?
    let profile = Observable<String>.create { observer in
        sent += 1
        let number = sent
        print("  request \(number) sent")
        server = observer
        return Disposables.create { print("  request \(number) closed") }
    }
    .map { "profile of \($0)" }
    .share(replay: 1)

    func view(_ name: String) -> Disposable {
        profile.subscribe(
            onNext: { print("  \(name) shows \($0)") },
            onError: { print("  \(name) shows error \($0)") },
            onCompleted: { print("  \(name) done") }
        )
    }

    print("header and avatar appear")
    let header = view("header")
    let avatar = view("avatar")
    print("the answer comes")
    server!.onNext("Ada")
    print("bio appears")
    let bio = view("bio")
    print("an update, then the end")
    server!.onNext("Ada L.")
    server!.onCompleted()
    header.dispose(); avatar.dispose(); bio.dispose()

    print("footer appears after the end")
    let footer = view("footer")
    print("footer goes before the answer")
    footer.dispose()

    print("two views come and go before the answer")
    let first = view("first")
    let second = view("second")
    first.dispose()
    print("first gone")
    second.dispose()
    print("second gone")

    print("the request fails")
    let retry = view("retry")
    server!.onError(RequestError.timedOut)
    retry.dispose()
    print("one more view")
    let last = view("last")
    server!.onNext("Grace")
    last.dispose()
}
run()
