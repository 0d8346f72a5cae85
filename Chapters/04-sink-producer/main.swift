// Chapter 4: Sink and Producer. `Observable.create` stores a closure; each `subscribe` makes a
// `SinkDisposer`, a sink, and runs the closure with the sink behind an `AnyObserver`; events go
// sink → forwardOn → AnonymousObserver → your handler. The output answers seed 000's three
// questions. Run with `--trace` to watch every step of the chain.
import Ch04SinkProducer
import Foundation

switch CommandLine.arguments.dropFirst().first {
case nil:
    break
case "--trace" where CommandLine.arguments.count == 2:
    Trace.isEnabled = true
case "--trace=mermaid" where CommandLine.arguments.count == 2:
    // Section 3's trace as the lesson's sequence diagram (SequenceDiagram.swift).
    print(try sequenceDiagram(ofSection: 3), terminator: "")
    exit(0)
default:
    FileHandle.standardError.write(Data("usage: ch04 [--trace | --trace=mermaid]\n".utf8))
    exit(2)
}

/// Chapter 5 builds `Disposables.create { … }`. Until then a disposable is anything with a
/// `dispose()` method: this one stands for a resource the create closure holds (a request, a
/// timer) and says when it is released.
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

/// For a create closure that holds nothing.
struct NothingToRelease: Disposable {
    func dispose() {}
}

enum DemoError: Error {
    case timeout
}

print("-- 1. Seed 003's example: next, completed, and a next sent too late")
do {
    _ = Observable<String>.create { observer in
        observer.onNext("Hello World")
        observer.onCompleted()
        observer.onNext("Hello again")
        return NothingToRelease()
    }.subscribe { event in
        print(event)
    }
    print("(\"Hello again\" came after completed: the sink had stopped and dropped it)")
}

print("-- 2. Question 1: when does the create closure run?")
do {
    var runs = 0
    let numbers = Observable<Int>.create { observer in
        runs += 1
        print("create closure: run \(runs)")
        observer.onNext(runs * 10)
        return NothingToRelease()
    }
    print("observable created; closure runs so far: \(runs)")
    let first = numbers.subscribe(onNext: { print("first subscriber: onNext \($0)") })
    let second = numbers.subscribe(onNext: { print("second subscriber: onNext \($0)") })
    print("two subscriptions; closure runs so far: \(runs)")
    print("answer: once per subscription, inside subscribe, and never without a subscriber")
    first.dispose()
    second.dispose()
}

print("-- 3. Question 2: when does onNext run?")
do {
    let greeting = Observable<String>.create { observer in
        print("create closure: calling observer.onNext(\"hi\")")
        observer.onNext("hi")
        print("create closure: observer.onNext(\"hi\") returned")
        return NothingToRelease()
    }
    print("before subscribe")
    let subscription = greeting.subscribe(onNext: { print("onNext handler: \($0)") })
    print("after subscribe")
    print("answer: inside observer.onNext, on the same call stack; nothing is queued")
    subscription.dispose()
}

print("-- 4. Question 3: what ends a subscription?")
print("a) completed: handlers, then the closure's resource once the closure has returned")
do {
    _ = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onCompleted()
        print("create closure: returning its resource")
        return Resource("resource A")
    }.subscribe(
        onNext: { print("onNext \($0)") },
        onError: { print("onError \($0)") },
        onCompleted: { print("onCompleted") },
        onDisposed: { print("onDisposed") })
}
print("b) error: the same path as completed")
do {
    _ = Observable<Int>.create { observer in
        observer.onError(DemoError.timeout)
        return Resource("resource B")
    }.subscribe(
        onNext: { print("onNext \($0)") },
        onError: { print("onError \($0)") },
        onCompleted: { print("onCompleted") },
        onDisposed: { print("onDisposed") })
}
print("c) dispose(): the resource first, then onDisposed; a second dispose does nothing")
do {
    var sendLater: AnyObserver<String>?
    let later = Observable<String>.create { observer in
        sendLater = observer
        return Resource("resource C")
    }
    let subscription = later.subscribe(
        onNext: { print("onNext \($0)") },
        onDisposed: { print("onDisposed") })
    print("subscribed; the closure kept its observer to send later")
    sendLater?.onNext("sent after subscribe returned")
    subscription.dispose()
    subscription.dispose()
    print("d) after dispose, whatever the source sends is not delivered")
    sendLater?.onNext("sent after dispose")
    sendLater?.onCompleted()
    print("(nothing printed: the sink is disposed and forwards nothing)")
    sendLater = nil
}

print("live MiniRx objects: \(Resources.total)")
