// Case app_image_placeholder_catch (a milestone of chapter 12): a gallery loads each photo in a
// flatMap. Where the fallback goes decides what a failure costs: catchAndReturn outside the
// flatMap ends the whole gallery at the first broken photo (with the placeholder as its last
// element), while catchAndReturn inside, on each photo's request, shows a placeholder for that
// photo and keeps loading the rest. A catch whose fallback is another request retries a photo
// once from a mirror.
import MiniRx

enum PhotoError: Error { case broken(String) }

func request(_ name: String, from host: String = "cdn") -> Observable<String> {
    Observable.create { observer in
        print("  \(host) GET \(name)")
        if name.hasPrefix("broken") && host == "cdn" {
            observer.onError(PhotoError.broken(name))
        } else {
            observer.onNext("[\(name)]")
            observer.onCompleted()
        }
        return Disposables.create()
    }
}

@MainActor func gallery(_ title: String, _ load: (Observable<String>) -> Observable<String>) {
    print("-- \(title)")
    let names = PublishSubject<String>()
    _ = load(names.asObservable())
        .subscribe(onNext: { print("  show \($0)") }, onError: { print("  gallery error: \($0)") },
                   onCompleted: { print("  gallery complete") })
    for name in ["cat", "broken-dog", "owl"] { names.onNext(name) }
    names.onCompleted()
}

gallery("catchAndReturn outside the flatMap") { names in
    names.flatMap { request($0) }.catchAndReturn("[placeholder]")
}
gallery("catchAndReturn inside, per photo") { names in
    names.flatMap { request($0).catchAndReturn("[placeholder]") }
}
gallery("catch inside: the mirror") { names in
    names.flatMap { name in request(name).catch { _ in request(name, from: "mirror") } }
}
