// Case op_map_filter: map and filter (chained, with index-free closures), and a throwing
// map closure turning into an error event that stops the sequence.
import MiniRx

enum DemoError: Error { case three }

_ = Observable.of(1, 2, 3, 4, 5, 6)
    .map { $0 * 10 }
    .filter { $0 % 20 == 0 }
    .subscribe { print("map+filter: \($0)") }

_ = Observable.of("a", "bb", "ccc")
    .filter { $0.count != 2 }
    .map { $0.uppercased() }
    .subscribe { print("filter+map: \($0)") }

_ = Observable.of(1, 2, 3, 4)
    .map { value -> Int in
        if value == 3 { throw DemoError.three }
        return value
    }
    .subscribe { print("throwing map: \($0)") }

_ = Observable.of(1, 2, 3, 4)
    .filter { value in
        if value == 2 { throw DemoError.three }
        return true
    }
    .subscribe { print("throwing filter: \($0)") }

print("-- map over a subject")
let subject = PublishSubject<Int>()
let d = subject.map { "#\($0)" }.subscribe(
    onNext: { print("subject map onNext \($0)") },
    onCompleted: { print("subject map onCompleted") }
)
subject.onNext(1)
subject.onNext(2)
subject.onCompleted()
d.dispose()
