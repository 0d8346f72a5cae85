// Exercise 4.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import Ch04SinkProducer

/// A resource a create closure holds (a request, a timer): it says when it is released.
final class Resource: Disposable {
    let name: String
    private var isReleased = false

    init(_ name: String) {
        self.name = name
    }

    func dispose() {
        guard !isReleased else { return }
        isReleased = true
        print("\(name): released")
    }
}

print("a) the source completes inside subscribe")
_ = Observable<Int>.create { observer in
    observer.onNext(1)
    observer.onCompleted()
    print("closure returns resource A")
    return Resource("resource A")
}.subscribe(
    onNext: { print("onNext \($0)") },
    onCompleted: { print("onCompleted") },
    onDisposed: { print("onDisposed") })

print("b) disposed by hand, twice")
var sendB: AnyObserver<Int>?
let subscription = Observable<Int>.create { observer in
    sendB = observer
    return Resource("resource B")
}.subscribe(
    onNext: { print("onNext \($0)") },
    onCompleted: { print("onCompleted") },
    onDisposed: { print("onDisposed") })
sendB?.onNext(2)
subscription.dispose()
sendB?.onNext(3)
subscription.dispose()

print("c) the disposable dropped, never disposed")
var sendC: AnyObserver<Int>?
_ = Observable<Int>.create { observer in
    sendC = observer
    return Resource("resource C")
}.subscribe(
    onNext: { print("onNext \($0)") },
    onCompleted: { print("onCompleted") },
    onDisposed: { print("onDisposed") })
sendC?.onNext(4)
print("nobody disposed it; now the source completes")
sendC?.onCompleted()
sendC?.onNext(5)
