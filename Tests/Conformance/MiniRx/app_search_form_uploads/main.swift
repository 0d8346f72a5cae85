// Case app_search_form_uploads: three screens of one app, each built on an operator that
// flattens or combines. A search box asks the server for each new query and shows only the
// newest answer (flatMapLatest): the request before is cancelled, and its late answer is never
// shown. A sign-up form enables its button from the latest value of three fields
// (combineLatest), disabled until they all have one (startWith), told only when that changes
// (distinctUntilChanged). Photos upload one at a time, in the order they were picked
// (concatMap); a failed upload stops the queue. Notifications come from two feeds at once
// (Observable.merge), each paired with the badge count the server sent for it (zip), after a
// welcome message (concat).
import MiniRx

enum UploadError: Error { case tooLarge }

/// A request to the server, answered by the test through `answers[key]`; it says when it starts
/// and when it is cancelled or done.
func request(_ key: String, _ answers: [String: PublishSubject<String>]) -> Observable<String> {
    Observable.create { observer in
        print("  request \(key) started")
        let subscription = answers[key]!.subscribe(observer)
        return Disposables.create {
            print("  request \(key) ended")
            subscription.dispose()
        }
    }
}

func show(_ label: String) -> AnyObserver<String> {
    AnyObserver { event in print("  \(label): \(event)") }
}

func searchBox() {
    print("search box")
    let text = PublishSubject<String>()
    let answers = ["sw": PublishSubject<String>(), "swift": PublishSubject<String>()]
    let subscription = text
        .map { $0.lowercased() }
        .distinctUntilChanged()
        .flatMapLatest { request($0, answers) }
        .subscribe(show("results"))
    for typed in ["sw", "SW", "swift"] {
        print("type \(typed)")
        text.onNext(typed)
    }
    print("the answer to sw arrives late")
    answers["sw"]!.onNext("3 results for sw")
    answers["swift"]!.onNext("12 results for swift")
    answers["swift"]!.onCompleted()
    print("leave the screen")
    subscription.dispose()
}

func signUpForm() {
    print("sign-up form")
    let name = PublishSubject<String>()
    let email = PublishSubject<String>()
    let agreed = PublishSubject<Bool>()
    let subscription = Observable.combineLatest(name, email, agreed) { name, email, agreed in
        !name.isEmpty && email.contains("@") && agreed
    }
    .startWith(false)
    .distinctUntilChanged()
    .map { $0 ? "enabled" : "disabled" }
    .subscribe(show("sign-up button"))
    name.onNext("Ann")
    email.onNext("ann")
    agreed.onNext(true)
    email.onNext("ann@example.com")
    name.onNext("Anna")
    agreed.onNext(false)
    subscription.dispose()
}

func photoUploads() {
    print("photo uploads")
    let picked = PublishSubject<String>()
    let uploads = ["cat.jpg": PublishSubject<String>(), "dog.jpg": PublishSubject<String>(),
                   "huge.raw": PublishSubject<String>(), "sea.jpg": PublishSubject<String>()]
    _ = picked
        .concatMap { request($0, uploads) }
        .subscribe(show("upload"))
    for photo in ["cat.jpg", "dog.jpg", "huge.raw", "sea.jpg"] {
        print("pick \(photo)")
        picked.onNext(photo)
    }
    uploads["cat.jpg"]!.onNext("cat.jpg 100%")
    uploads["cat.jpg"]!.onCompleted()
    uploads["dog.jpg"]!.onNext("dog.jpg 50%")
    uploads["dog.jpg"]!.onNext("dog.jpg 100%")
    uploads["dog.jpg"]!.onCompleted()
    uploads["huge.raw"]!.onError(UploadError.tooLarge)
    print("sea.jpg was never sent")
}

func notifications() {
    print("notifications")
    let mentions = PublishSubject<String>()
    let messages = PublishSubject<String>()
    let badges = PublishSubject<Int>()
    let feed = Observable.merge(mentions.map { "mention: \($0)" }, messages.map { "message: \($0)" })
    let subscription = Observable.just("welcome back")
        .concat(Observable.zip(feed, badges) { "\($0) (badge \($1))" })
        .subscribe(show("banner"))
    messages.onNext("lunch?")
    mentions.onNext("@ann look at this")
    badges.onNext(1)
    badges.onNext(2)
    badges.onNext(3)
    messages.onNext("see you")
    subscription.dispose()
}

do {
    searchBox()
    signUpForm()
    photoUploads()
    notifications()
}
