// Exercise 3.2: the check program. Don't edit it: edit MapObserver.swift. Its output must be
// exactly expected.txt.
import Ch03AnyObserver

enum Failure: Error {
    case boom
}

let lengths = AnyObserver<Int>(eventHandler: { event in print("lengths got \(event)") })
let words: AnyObserver<String> = lengths.mapObserver { word in word.count }
words.onNext("Rx")
words.onNext("Swift")
words.onCompleted()

let labels = AnonymousObserver<String> { event in print("labels got \(event)") }
let numbers: AnyObserver<Int> = labels.mapObserver { number in "#\(number)" }
numbers.onNext(7)
numbers.onError(Failure.boom)
numbers.onNext(8)
