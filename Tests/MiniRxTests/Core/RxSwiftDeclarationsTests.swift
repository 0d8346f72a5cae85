// Declarations MiniRx spells as RxSwift 6.10.2 does: the typealiases, DisposeBase's counting,
// and maxTailRecursiveSinkStackSize, which RxSwift's own concat tests read.
import Foundation
import MiniRx
import Testing

@Suite("RxSwift's declarations", .serialized)
struct RxSwiftDeclarationsTests {
    @Test("The typealiases name what RxSwift's name")
    func typealiases() {
        #expect(RxTimeInterval.self == DispatchTimeInterval.self)
        #expect(RxObservable<Int>.self == Observable<Int>.self)
        #expect(ConcurrentMainScheduler.Time.self == Date.self)
        #expect(ConcurrentMainScheduler.TimeInterval.self == Foundation.TimeInterval.self)
    }

    @Test("Each disposable built on DisposeBase counts once in Resources.total while alive")
    func disposeBaseCounts() {
        let before = Resources.total
        do {
            let counted: [DisposeBase] = [
                DisposeBag(), SerialDisposable(), SingleAssignmentDisposable(),
                CompositeDisposable(), RefCountDisposable(disposable: Disposables.create()),
            ]
            #expect(Resources.total == before + Int32(counted.count))
            // The anonymous and binary disposables behind `Disposables.create` count too; the
            // one that does nothing does not.
            let anonymous = Disposables.create {}
            let binary = Disposables.create(anonymous, Disposables.create())
            #expect(Resources.total == before + Int32(counted.count) + 2)
            binary.dispose()
        }
        #expect(Resources.total == before)
    }

    /// `[first, the rest of the chain].concat()`, nested without end, as a collection or as a
    /// sequence of unknown length. Each element is sent from the trampoline, so `subscribe`
    /// returns and `take` can end the chain (a plain `just` would run it forever inside it).
    private func chain(from first: Int, asCollection: Bool) -> Observable<Int> {
        let parts = [0, 1].lazy.map { part in
            part == 0
                ? Observable.just(first, scheduler: CurrentThreadScheduler.instance)
                : chain(from: first + 1, asCollection: asCollection)
        }
        return asCollection ? Observable.concat(parts) : Observable.concat(AnySequence(parts))
    }

    @Test("Nested concats of collections are walked on a stack of one iterator")
    func tailRecursionCollection() {
        maxTailRecursiveSinkStackSize = 0
        var received: [Int] = []
        _ = chain(from: 0, asCollection: true).take(50).subscribe(onNext: { received.append($0) })
        #expect(received == Array(0..<50))
        // A finished iterator of known length is dropped before the nested one is opened.
        #expect(maxTailRecursiveSinkStackSize == 1)
    }

    @Test("Nested concats of sequences keep one iterator per level opened")
    func tailRecursionSequence() {
        maxTailRecursiveSinkStackSize = 0
        var received: [Int] = []
        _ = chain(from: 0, asCollection: false).take(50).subscribe(onNext: { received.append($0) })
        #expect(received == Array(0..<50))
        // A sequence cannot say it has run out until asked, so each level's iterator stays.
        #expect(maxTailRecursiveSinkStackSize == 50)
    }
}
