// Case app_photo_upload_singles (a milestone of chapter 11): a photo is compressed, then uploaded,
// each step a Single. Compressing is Single.just(...).map, whose map throws for a photo too large
// (the Single fails, the upload never starts); the upload wraps a callback (Single.create) and
// answers later. A user who cancels disposes the subscription, which cancels the upload in
// flight; the upload's late answer then reaches nobody. Several photos go through Observable's
// flatMap over the Singles: their uploads run side by side and finish in the server's order.
import MiniRx

enum PhotoError: Error { case tooLarge(Int) }

// The server's waiting uploads; the program is single-threaded.
nonisolated(unsafe) var pending: [(String, (SingleEvent<String>) -> Void)] = []

func compress(_ name: String, megabytes: Int) -> Single<(String, Int)> {
    Single.just(name).map { name in
        guard megabytes <= 20 else { throw PhotoError.tooLarge(megabytes) }
        return (name, megabytes / 4)
    }
}

func upload(_ name: String, _ megabytes: Int) -> Single<String> {
    Single.create { single in
        print("  upload \(name) (\(megabytes) MB) starts")
        pending.append((name, single))
        return Disposables.create { print("  upload \(name) disposed") }
    }
}

@MainActor func answer(_ name: String) {
    guard let index = pending.firstIndex(where: { $0.0 == name }) else { return }
    print("the server stores \(name)")
    pending.remove(at: index).1(.success("https://photos/\(name)"))
}

@MainActor func send(_ name: String, megabytes: Int) -> Disposable {
    print("send \(name)")
    return compress(name, megabytes: megabytes).flatMap { upload($0, $1) }
        .subscribe(onSuccess: { print("  \(name) at \($0)") }, onFailure: { print("  \(name) failed: \($0)") })
}

_ = send("beach", megabytes: 12)
answer("beach")
_ = send("panorama", megabytes: 80)
let cancelled = send("party", megabytes: 8)
print("the user cancels party")
cancelled.dispose()
answer("party")
print("-- an album")
_ = Observable.from([("cat", 4), ("dog", 16)])
    .flatMap { name, megabytes in compress(name, megabytes: megabytes).flatMap { upload($0, $1) } }
    .subscribe(onNext: { print("  album: \($0)") }, onCompleted: { print("  album done") })
answer("dog")
answer("cat")
