// Chapter 3: AnyObserver, one concrete type for every observer of an element type.
// `Observable` still cannot subscribe anything (chapter 4), so the observable here is hand-made.
import Ch03AnyObserver
import Foundation

guard CommandLine.arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: ch03\n".utf8))
    exit(2)
}

enum DemoError: Error {
    case boom
}

/// An observer type of our own: prints every event, remembers nothing.
struct PrintingObserver<Element>: ObserverType {
    let name: String

    func on(_ event: Event<Element>) {
        print("  \(name) got \(event)")
    }
}

print("-- 1. From a closure: AnyObserver(eventHandler:)")
let fromClosure = AnyObserver<Int>(eventHandler: { event in print("  closure got \(event)") })
fromClosure.onNext(1)
fromClosure.on(.next(2))

print("-- 2. From any observer: AnyObserver(observer) keeps observer.on")
let fromStruct = AnyObserver(PrintingObserver<Int>(name: "printer"))
fromStruct.onNext(1)
let anonymous = AnonymousObserver<Int> { event in print("  anonymous got \(event)") }
let fromClass = AnyObserver(anonymous)
fromClass.onNext(1)

print("-- 3. asObserver(): erase any observer; an AnyObserver returns itself")
let erased = PrintingObserver<Int>(name: "erased printer").asObserver()
print("  PrintingObserver<Int>.asObserver() is \(type(of: erased))")
print("  AnonymousObserver<Int>.asObserver() is \(type(of: anonymous.asObserver()))")
print("  AnyObserver<Int>.asObserver() is \(type(of: fromClosure.asObserver()))")
erased.onNext(3)

print("-- 4. Different observers in one array")
let observers: [AnyObserver<Int>] = [fromClosure, fromStruct, fromClass]
for observer in observers {
    observer.onNext(10)
}

print("-- 5. AnyObserver enforces no grammar: what it wraps decides")
for observer in observers {
    observer.onCompleted()
}
print("  next(11) after completed:")
for observer in observers {
    observer.onNext(11)
}
print("  (closure and printer still print; anonymous is an ObserverBase and drops it)")

print("-- 6. Two AnyObservers around one AnonymousObserver share its stop state")
let shared = AnonymousObserver<String> { event in print("  shared got \(event)") }
let first = AnyObserver(shared)
let second = AnyObserver(shared)
first.onNext("via first")
first.onCompleted()
second.onNext("via second")
print("  (second wraps the same stopped AnonymousObserver: its next was dropped)")

print("-- 7. Why erase: a hand-made observable that stores its observers")
/// A tiny subject written by hand: chapter 1's TestSubject with RxSwift's protocols.
/// `subscribe` is generic over the observer type, so the only way to keep the observers in one
/// array is to erase them to `AnyObserver<Element>`.
final class HandMadeSubject<Element>: ObservableType, ObserverType {
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key: key, observer: observer.asObserver()))
        return Unsubscribe { [weak self] in
            self?.observers.removeAll { $0.key == key }
        }
    }

    func on(_ event: Event<Element>) {
        for entry in observers {
            entry.observer.on(event)
        }
    }
}

/// A disposable that runs its action once.
final class Unsubscribe: Disposable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        action?()
        action = nil
    }
}

let subject = HandMadeSubject<String>()
let subscription1 = subject.subscribe(PrintingObserver<String>(name: "observer1"))
_ = subject.subscribe(AnonymousObserver { event in print("  observer2 got \(event)") })
subject.onNext("the data")
subscription1.dispose()
print("  observer1 disposed")
subject.onNext("more data")
subject.onCompleted()
