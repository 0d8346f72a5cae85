// Exercise 9.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

let loop = MainScheduler.instance

do {
    let numbers = Observable<Int>.create { observer in
        print("create: subscribed")
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create { print("create: disposed") }
    }

    print("-- observe(on: MainScheduler.instance), from top-level code")
    _ = numbers.observe(on: MainScheduler.instance)
        .subscribe(onNext: { print("A \($0)") }, onCompleted: { print("A completed") })
    print("subscribe returned")
    loop.runUntilIdle()

    print("-- observe(on: MainScheduler.instance), from work running on the loop")
    _ = MainScheduler.instance.schedule(()) { _ in
        _ = numbers.observe(on: MainScheduler.instance)
            .subscribe(onNext: { print("B \($0)") }, onCompleted: { print("B completed") })
        print("the work returns")
        return Disposables.create()
    }
    print("schedule returned")
    loop.runUntilIdle()

    print("-- observe(on: MainScheduler.asyncInstance)")
    _ = numbers.observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { print("C \($0)") }, onCompleted: { print("C completed") })
    print("subscribe returned")
    loop.runUntilIdle()

    print("-- subscribe(on: MainScheduler.asyncInstance)")
    _ = numbers.subscribe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { print("D \($0)") }, onCompleted: { print("D completed") })
    print("subscribe returned")
    loop.runUntilIdle()
}
print("live MiniRx objects: \(Resources.total)")
