// Exercise 1.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import Ch01TestSubject

let subject = TestSubject<String>()
var observer3Subscribed = false

subject.subscribe { event in
    guard case let .next(data) = event else { return }
    print("observer1 --- \(data)")
    if !observer3Subscribed {
        observer3Subscribed = true
        print("observer1 subscribes observer3")
        subject.subscribe { event in
            if case let .next(data) = event { print("observer3 --- \(data)") }
        }
    }
}
subject.subscribe { event in
    if case let .next(data) = event { print("observer2 --- \(data)") }
}

print("observers: \(subject.observers.count)")
subject.on(.next("first"))
print("observers: \(subject.observers.count)")
subject.on(.next("second"))
subject.dispose()
subject.on(.next("third"))
print("observers: \(subject.observers.count)")
