// Case app_feed_offline_fallback (a milestone of chapter 12): a news feed that falls back to
// its cache. When the network fails, catch switches to the cached stories (a request that fails
// inside its create closure is released last, once that closure returns); an expired session is
// not hidden: the handler throws it on. The unread badge falls back to 0 with catchAndReturn.
// An error from the cache itself reaches the screen; elements sent before a failure stay shown.
import MiniRx

enum FeedError: Error { case offline, sessionExpired, cacheCorrupt }

func network(_ stories: [String], then failure: FeedError?) -> Observable<String> {
    Observable.create { observer in
        print("  network request")
        for story in stories { observer.onNext(story) }
        if let failure { observer.onError(failure) } else { observer.onCompleted() }
        return Disposables.create { print("  network request released") }
    }
}

func cache(corrupt: Bool) -> Observable<String> {
    Observable.create { observer in
        print("  cache read")
        observer.onNext("cached: yesterday's news")
        if corrupt { observer.onError(FeedError.cacheCorrupt) } else { observer.onCompleted() }
        return Disposables.create { print("  cache released") }
    }
}

func feed(_ stories: [String], then failure: FeedError?, cacheCorrupt: Bool = false) {
    _ = network(stories, then: failure)
        .catch { error in
            print("  the network failed: \(error)")
            if case FeedError.sessionExpired = error { throw error }
            return cache(corrupt: cacheCorrupt)
        }
        .subscribe(onNext: { print("  show \($0)") }, onError: { print("  screen error: \($0)") },
                   onCompleted: { print("  feed done") })
}

print("-- online")
feed(["rain tomorrow"], then: nil)
print("-- offline after one story")
feed(["rain tomorrow"], then: .offline)
print("-- session expired")
feed([], then: .sessionExpired)
print("-- offline, and the cache is corrupt")
feed([], then: .offline, cacheCorrupt: true)
print("-- the unread badge")
let unread = PublishSubject<Int>()
_ = unread.catchAndReturn(0).subscribe(onNext: { print("  badge \($0)") }, onCompleted: { print("  badge done") })
unread.onNext(3)
unread.onError(FeedError.offline)
unread.onNext(5)
print("  unread observed: \(unread.hasObservers)")
