// Case op_flatmap: flatMap subscribes to every inner observable and merges their elements
// as they arrive; errors from an inner sequence terminate the result; the result completes
// only after the outer and all inner sequences completed.
import MiniRx

enum DemoError: Error { case innerFailed }

let outer = PublishSubject<String>()
let inners = ["a": PublishSubject<Int>(), "b": PublishSubject<Int>()]

let d = outer
    .flatMap { key -> Observable<Int> in
        print("flatMap selector for \(key)")
        return inners[key]!.asObservable()
            .do(onDispose: { print("inner \(key) disposed") })
    }
    .subscribe(
        onNext: { print("onNext \($0)") },
        onError: { print("onError \($0)") },
        onCompleted: { print("onCompleted") },
        onDisposed: { print("onDisposed") }
    )

inners["a"]!.onNext(0)
outer.onNext("a")
inners["a"]!.onNext(1)
outer.onNext("b")
inners["b"]!.onNext(100)
inners["a"]!.onNext(2)
print("-- outer completes")
outer.onCompleted()
inners["b"]!.onNext(101)
print("-- inner a completes")
inners["a"]!.onCompleted()
print("-- inner b completes")
inners["b"]!.onCompleted()
d.dispose()

print("-- inner error")
let outer2 = PublishSubject<Int>()
let inner2 = PublishSubject<Int>()
let d2 = outer2
    .flatMap { _ in inner2.asObservable() }
    .subscribe(
        onNext: { print("2 onNext \($0)") },
        onError: { print("2 onError \($0)") },
        onCompleted: { print("2 onCompleted") },
        onDisposed: { print("2 onDisposed") }
    )
outer2.onNext(1)
outer2.onNext(2)
inner2.onNext(7)
inner2.onError(DemoError.innerFailed)
outer2.onNext(3)
d2.dispose()
