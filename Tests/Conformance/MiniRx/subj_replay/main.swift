// Case subj_replay: ReplaySubject with bufferSize 1 and 2 replays the last N elements to
// new subscribers; createUnbounded() replays everything; terminal events are replayed after
// the buffer to late subscribers.
import MiniRx

enum DemoError: Error { case stop }

print("-- bufferSize 1")
let one = ReplaySubject<Int>.create(bufferSize: 1)
one.onNext(1)
one.onNext(2)
let a = one.subscribe { print("A \($0)") }
one.onNext(3)
let b = one.subscribe { print("B \($0)") }
a.dispose(); b.dispose()

print("-- bufferSize 2")
let two = ReplaySubject<String>.create(bufferSize: 2)
for s in ["a", "b", "c"] { two.onNext(s) }
let c = two.subscribe { print("C \($0)") }
two.onNext("d")
two.onCompleted()
two.onNext("e")
let d = two.subscribe { print("D \($0)") }
c.dispose(); d.dispose()

print("-- unbound with error")
let all = ReplaySubject<Int>.createUnbounded()
for i in 1...4 { all.onNext(i) }
let e = all.subscribe { print("E \($0)") }
all.onError(DemoError.stop)
let f = all.subscribe { print("F \($0)") }
e.dispose(); f.dispose()

print("-- empty buffer, completed")
let empty = ReplaySubject<Int>.create(bufferSize: 3)
empty.onCompleted()
let g = empty.subscribe { print("G \($0)") }
g.dispose()
