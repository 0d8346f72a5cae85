// Exercise 2.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import Ch02Protocols

enum Failure: Error {
    case boom
}

/// An observer that prints every event it is given, and remembers nothing.
struct Printer<Element>: ObserverType {
    let name: String

    func on(_ event: Event<Element>) {
        print("\(name): \(event)")
    }
}

/// A subscription with nothing to release.
struct NothingToDispose: Disposable {
    func dispose() {}
}

/// Breaks the grammar on purpose: an element after `completed`, then an error.
struct Rude: ObservableType {
    typealias Element = Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onError(Failure.boom)
        return NothingToDispose()
    }
}

_ = Rude().subscribe(Printer<Int>(name: "printer"))
_ = Rude().subscribe(AnonymousObserver<Int> { event in print("anonymous: \(event)") })

let disposed = AnonymousObserver<Int> { event in print("disposed: \(event)") }
disposed.onNext(0)
disposed.dispose()
_ = Rude().subscribe(disposed)

let failing = AnonymousObserver<Int> { event in print("failing: \(event)") }
failing.onError(Failure.boom)
failing.onCompleted()

print("\(Event<Int>.next(3)) \(Event<Int>.error(Failure.boom)) \(Event<String>.next("three"))")
