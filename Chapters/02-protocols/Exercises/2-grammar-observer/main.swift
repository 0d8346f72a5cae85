// Exercise 2.2: the check program. Don't edit it: edit GrammarObserver.swift. Its output must be
// exactly expected.txt.
import Ch02Protocols

enum Failure: Error {
    case boom
}

print("-- completed ends it")
let a = GrammarObserver<Int> { event in print("a: \(event)") }
a.onNext(1)
a.onNext(2)
a.onCompleted()
a.onNext(3)
a.onError(Failure.boom)
a.onCompleted()

print("-- an error ends it")
let b = GrammarObserver<Int> { event in print("b: \(event)") }
b.onError(Failure.boom)
b.onNext(1)
b.onError(Failure.boom)

print("-- dispose ends it without a word")
let c = GrammarObserver<String> { event in print("c: \(event)") }
c.onNext("before dispose")
c.dispose()
c.onNext("after dispose")
c.onCompleted()

print("-- a handler that sends into its own observer after the end")
var echo: GrammarObserver<Int>?
echo = GrammarObserver<Int> { event in
    print("echo: \(event)")
    if event.isCompleted { echo?.onNext(3) }
}
echo?.onNext(1)
echo?.onCompleted()
echo = nil
