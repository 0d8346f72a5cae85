// Chapter 2: RxSwift's protocol layer. `Observable` cannot subscribe anything yet (that needs
// `Producer`, chapter 4), so this program makes its observers and one observable by hand.
import Ch02Protocols
import Foundation

guard CommandLine.arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: ch02\n".utf8))
    exit(2)
}

enum DemoError: Error {
    case boom
}

print("-- 1. Event prints as RxSwift prints it")
let events: [Event<Int>] = [.next(1), .error(DemoError.boom), .completed]
for event in events {
    print("  \(event)  isStopEvent: \(event.isStopEvent)  element: \(event.element.map(String.init) ?? "nil")")
}
print("  \(Event<String>.next("Hello World"))  (a String element prints without quotes)")

print("-- 2. A bare ObserverType: onNext, onError, onCompleted all arrive at on(_:)")
/// The smallest observer: it prints every event it is given, and remembers nothing.
struct PrintingObserver<Element>: ObserverType {
    let name: String

    func on(_ event: Event<Element>) {
        print("  \(name) got \(event)")
    }
}
let bare = PrintingObserver<Int>(name: "bare")
bare.onNext(1)
bare.onCompleted()
print("  after completed, nothing stops it:")
bare.onNext(2)
bare.onError(DemoError.boom)

print("-- 3. AnonymousObserver (an ObserverBase): the first stop event is the last event")
let guarded = AnonymousObserver<Int> { event in print("  guarded got \(event)") }
guarded.onNext(1)
guarded.onCompleted()
print("  after completed, everything is dropped:")
guarded.onNext(2)
guarded.onError(DemoError.boom)
guarded.onCompleted()
print("  an error stops it the same way:")
let failing = AnonymousObserver<Int> { event in print("  failing got \(event)") }
failing.onNext(1)
failing.onError(DemoError.boom)
failing.onNext(2)
failing.onCompleted()
print("  dispose() stops it without sending anything:")
let disposed = AnonymousObserver<Int> { event in print("  disposed got \(event)") }
disposed.onNext(1)
disposed.dispose()
disposed.onNext(2)
disposed.onCompleted()

print("-- 4. A hand-made ObservableType and a Cancelable subscription")
/// A subscription that only remembers whether it was disposed.
final class FlagDisposable: Cancelable {
    private(set) var isDisposed = false

    func dispose() {
        if isDisposed { return }
        isDisposed = true
        print("  subscription disposed")
    }
}

/// Seed 003's opening example, by hand: it breaks the grammar on purpose, sending an element
/// after `completed`.
struct HelloObservable: ObservableType {
    typealias Element = String

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == String {
        print("  subscribe: sending next, completed, next")
        observer.onNext("Hello World")
        observer.onCompleted()
        observer.onNext("Hello again")
        return FlagDisposable()
    }
}
let hello = HelloObservable()
print("  subscribed with AnonymousObserver:")
let subscription = hello.subscribe(AnonymousObserver { event in print("  \(event)") })
print("  subscribed with the bare PrintingObserver:")
_ = hello.subscribe(PrintingObserver<String>(name: "bare"))

if let cancelable = subscription as? Cancelable {
    print("  isDisposed: \(cancelable.isDisposed)")
    cancelable.dispose()
    print("  isDisposed: \(cancelable.isDisposed)")
    cancelable.dispose()
    print("  (a second dispose does nothing)")
}
