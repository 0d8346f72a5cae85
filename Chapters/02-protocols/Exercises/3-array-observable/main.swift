// Exercise 2.3: the check program. Don't edit it: edit ArrayObservable.swift. Its output must be
// exactly expected.txt.
import Ch02Protocols

let numbers = ArrayObservable([1, 2, 3])
print("subscribing A")
_ = numbers.subscribe(AnonymousObserver { event in print("A: \(event)") })
print("subscribing B: it gets everything again")
let subscription = numbers.subscribe(AnonymousObserver { event in print("B: \(event)") })
subscription.dispose()
print("an empty array: only completed")
_ = ArrayObservable<String>([]).subscribe(AnonymousObserver { event in print("empty: \(event)") })
print("words")
_ = ArrayObservable(["Hello", "World"]).subscribe(AnonymousObserver { event in print("words: \(event)") })
