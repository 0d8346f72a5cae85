// Exercise 1.2: the check program. Don't edit it: edit LeavableSubject.swift. Its output must be
// exactly expected.txt.
import Ch01TestSubject

let subject = LeavableSubject<String>()

/// Subscribes an observer that prints each element with `name` in front.
@MainActor func listen(as name: String) -> Subscription {
    subject.subscribe { event in
        if case let .next(data) = event { print("\(name) --- \(data)") }
    }
}

let screen = listen(as: "screen")
let badge = listen(as: "badge")
let log = listen(as: "log")
print("observers: \(subject.observerCount)")
subject.on(.next("first"))

print("badge leaves")
badge.dispose()
print("observers: \(subject.observerCount)")
subject.on(.next("second"))

print("log leaves, then badge leaves again")
log.dispose()
badge.dispose()
print("observers: \(subject.observerCount)")
subject.on(.next("third"))

print("late joins, screen leaves")
let late = listen(as: "late")
screen.dispose()
subject.on(.next("fourth"))
late.dispose()
print("observers: \(subject.observerCount)")
