// The operators the audit added release everything they made once their subscriptions are
// over: the live object count (Resources.total) returns to where it started.
import Foundation
import MiniRx
import Testing

private struct LeakError: Error {}

private final class Holder {}

@Suite("Audit: added operators release what they made", .serialized)
struct OpsAddedLeakTests {
    @Test("Completed, failed and disposed chains")
    func noLeaks() {
        expectNoLeak("single") {
            _ = Observable.of(1).single().subscribe()
            _ = Observable.of(1, 2).single().subscribe()
            _ = Observable<Int>.empty().single { $0 > 0 }.subscribe()
        }
        expectNoLeak("withUnretained") {
            let holder = Holder()
            _ = Observable.of(1, 2).withUnretained(holder).subscribe()
            var gone: Holder? = Holder()
            let subject = PublishSubject<Int>()
            _ = subject.withUnretained(gone!).subscribe()
            gone = nil
            subject.onNext(1)
        }
        expectNoLeak("groupBy completed, failed, and disposed while a group is subscribed") {
            _ = Observable.of(1, 2, 3).groupBy { $0 % 2 }.flatMap { $0 }.subscribe()
            _ = Observable<Int>.concat(.of(1), .error(LeakError())).groupBy { $0 }.merge().subscribe()
            let subject = PublishSubject<Int>()
            var groupSubscription: Disposable?
            let outer = subject.groupBy { $0 }
                .subscribe(onNext: { group in groupSubscription = group.subscribe() })
            subject.onNext(1)
            outer.dispose()
            subject.onNext(1)
            groupSubscription?.dispose()
            groupSubscription = nil
        }
        expectNoLeak("zip and combineLatest of 8") {
            let o = Observable.of(1, 2)
            _ = Observable.zip(o, o, o, o, o, o, o, o).subscribe()
            _ = Observable.combineLatest(o, o, o, o, o, o, o, o) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                .subscribe()
            let never = Observable<Int>.never()
            Observable.combineLatest(o, o, o, o, o, never).subscribe().dispose()
            Observable.zip(o, o, o, o, o, o, never).subscribe().dispose()
        }
        expectNoLeak("decode") {
            _ = Observable.just(Data("1".utf8)).decode(type: Int.self, decoder: JSONDecoder()).subscribe()
            _ = Observable.just(Data("x".utf8)).decode(type: Int.self, decoder: JSONDecoder()).subscribe()
        }
    }
}
