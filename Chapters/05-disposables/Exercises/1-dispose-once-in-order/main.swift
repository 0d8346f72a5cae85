// Exercise 5.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import Ch05Disposables

/// A disposable that says when it is disposed.
func named(_ name: String) -> Cancelable {
    Disposables.create { print("dispose \(name)") }
}

print("-- create(a, b), disposed twice")
let pair = Disposables.create(named("a"), named("b"))
pair.dispose()
pair.dispose()
print("isDisposed: \(pair.isDisposed)")

print("-- a subscription, disposed twice")
let subscription = Observable<Int>.create { observer in
    observer.onNext(1)
    return named("source 1")
}.subscribe(onNext: { print("onNext \($0)") }, onDisposed: { print("onDisposed 1") })
subscription.dispose()
subscription.dispose()

print("-- a page with a bag")
final class Page {
    let disposeBag = DisposeBag()

    init() {
        Observable<Int>.create { observer in
            observer.onNext(2)
            return named("source 2")
        }.subscribe(onNext: { print("onNext \($0)") }, onDisposed: { print("onDisposed 2") })
            .disposed(by: disposeBag)
        named("c").disposed(by: disposeBag)
        Observable<Int>.create { observer in
            observer.onCompleted()
            return named("source 3")
        }.subscribe(onCompleted: { print("onCompleted 3") }, onDisposed: { print("onDisposed 3") })
            .disposed(by: disposeBag)
    }

    deinit {
        print("page deinit")
    }
}
var page: Page? = Page()
print("leaving the page")
page = nil
print("the page is gone")
