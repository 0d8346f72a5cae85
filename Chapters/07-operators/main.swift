// Chapter 7: operators. Each operator is a Producer (which holds the observable it was called
// on) and a Sink (made per subscription). Subscribing walks up the chain to the source, events
// walk back down through the sinks, and disposing walks up again. The trampoline
// (CurrentThreadScheduler) decides the order when several synchronous sources run at once.
import Foundation
import MiniRx

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch07\n".utf8))
    exit(2)
}

enum DemoError: Error {
    case tooBig
}

print("-- 1. Operator B holds observable A; building a chain runs nothing")
do {
    var sourceRuns = 0
    let source = Observable<Int>.create { observer in
        sourceRuns += 1
        observer.onNext(1)
        observer.onNext(2)
        observer.onNext(3)
        observer.onCompleted()
        return Disposables.create()
    }
    let doubled = source.map { $0 * 2 }
    let bigOnes = doubled.filter { $0 > 2 }
    print("chain built: create → map → filter; the source has run \(sourceRuns) times")
    _ = bigOnes.subscribe(onNext: { print("onNext \($0)") }, onCompleted: { print("onCompleted") })
    print("after one subscribe the source has run \(sourceRuns) time")
    _ = bigOnes.subscribe(onNext: { print("second subscriber: onNext \($0)") })
    print("after two subscribes it has run \(sourceRuns) times: each subscriber gets its own chain of sinks")
}

print("-- 2. The trace: subscribe walks up, events flow down, dispose walks back")
do {
    Trace.isEnabled = true
    let source = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        return Disposables.create { Trace.log("create's disposable: source released") }
    }
    let subscription = source
        .map { $0 * 10 }
        .filter { $0 > 10 }
        .subscribe(onNext: { Trace.log("onNext \($0)") })
    Trace.log("-- now dispose the subscription")
    subscription.dispose()
    Trace.isEnabled = false
}

print("-- 3. An error ends the chain and releases everything upstream")
do {
    let numbers = Observable<Int>.create { observer in
        for value in [1, 5, 20, 2] { observer.onNext(value) }
        observer.onCompleted()
        return Disposables.create { print("source released") }
    }
    _ = numbers
        .map { value -> Int in
            if value > 10 { throw DemoError.tooBig }
            return value
        }
        .subscribe(
            onNext: { print("onNext \($0)") },
            onError: { print("onError \($0)") },
            onDisposed: { print("onDisposed") })
    print("(2 was never seen: after the error the sinks had stopped)")
}

print("-- 4. The trampoline: flatMap over `of` and `from` takes turns")
do {
    let interleaved = Observable.of(1, 2)
        .flatMap { value in Observable.from([value * 10, value * 10 + 1, value * 10 + 2]) }
    _ = interleaved.subscribe(onNext: { print("flatMap of/from: \($0)") })

    // The same inner elements from `create`, which sends all at once inside subscribe: nothing
    // waits on the trampoline, so each inner sequence runs to its end before the next starts.
    let atOnce = Observable.of(1, 2)
        .flatMap { value in
            Observable<Int>.create { observer in
                for offset in 0..<3 { observer.onNext(value * 10 + offset) }
                observer.onCompleted()
                return Disposables.create()
            }
        }
    _ = atOnce.subscribe(onNext: { print("flatMap of/create: \($0)") })

    // concatMap waits for each inner sequence to complete before subscribing the next.
    _ = Observable.of(1, 2)
        .concatMap { value in Observable.of(value * 10, value * 10 + 1, value * 10 + 2) }
        .subscribe(onNext: { print("concatMap of/of: \($0)") })
}

print("-- 5. Watching one point of a chain: debug")
do {
    // Between map and filter, so it also shows the 10 that the filter drops.
    _ = Observable.of(1, 2)
        .map { $0 * 10 }
        .debug("after map")
        .filter { $0 > 10 }
        .subscribe(onNext: { print("onNext \($0)") })
}

print("-- 6. An operator of your own: pairwise (Pairwise.swift)")
do {
    _ = Observable.of(1, 2, 4, 7)
        .pairwise()
        .map { "\($0.1) - \($0.0) = \($0.1 - $0.0)" }
        .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
    // The same operator written with create, as an app written against RxSwift must.
    _ = Observable.of(1, 2, 4, 7)
        .pairwiseWithCreate()
        .map { "with create: \($0.1) - \($0.0) = \($0.1 - $0.0)" }
        .subscribe(onNext: { print($0) }, onCompleted: { print("with create: completed") })
}

print("live MiniRx objects: \(Resources.total)")
