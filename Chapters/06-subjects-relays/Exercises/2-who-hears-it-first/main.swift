// Exercise 6.2: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

/// Subscribes a closure that prints each element with a name in front: `A 1`.
func watch<Source: ObservableType>(_ source: Source, as name: String) -> Disposable {
    source.subscribe(onNext: { print("\(name) \($0)") })
}

print("-- 1. joining and leaving between events")
do {
    let subject = PublishSubject<Int>()
    let a = watch(subject, as: "A")
    let b = watch(subject, as: "B")
    let c = watch(subject, as: "C")
    let d = watch(subject, as: "D")
    subject.onNext(1)
    a.dispose()
    subject.onNext(2)
    b.dispose()
    let e = watch(subject, as: "E")
    subject.onNext(3)
    for subscription in [c, d, e] { subscription.dispose() }
}

print("-- 2. leaving during delivery: straight, or through map")
for throughMap in [false, true] {
    let subject = PublishSubject<Int>()
    var b: Disposable?
    let a = subject.subscribe(onNext: { value in
        print("A \(value)")
        if value == 1 { b?.dispose() }
    })
    b = throughMap ? watch(subject.map { $0 }, as: "B through map") : watch(subject, as: "B")
    subject.onNext(1)
    subject.onNext(2)
    a.dispose()
}
print("live MiniRx objects: \(Resources.total)")
