// Exercise 7.3: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

do {
    let outer = Observable<Int>.create { observer in
        print("create: sending 1 and 2")
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        print("create: done")
        return Disposables.create()
    }

    _ = outer
        .flatMap { value in Observable.from([value * 10, value * 10 + 1, value * 10 + 2]) }
        .subscribe(onNext: { print("flatMap: \($0)") }, onCompleted: { print("flatMap: completed") })

    _ = outer
        .concatMap { value in Observable.from([value * 10, value * 10 + 1, value * 10 + 2]) }
        .subscribe(onNext: { print("concatMap: \($0)") }, onCompleted: { print("concatMap: completed") })
}
print("live MiniRx objects: \(Resources.total)")
