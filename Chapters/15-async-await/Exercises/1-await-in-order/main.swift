// Exercise 15.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

/// `single`, saying when it is subscribed, what it answers and when its subscription ends.
@MainActor func watched(_ name: String, _ single: Single<Int>) -> Single<Int> {
    single.do(
        onSuccess: { print("  \(name) answers \($0)") },
        onSubscribe: { print("  \(name) subscribed") },
        onDispose: { print("  \(name) disposed") })
}

print("-- 1. Two awaits in one expression")
do {
    let a = watched("A", Single.just(1))
    let b = watched("B", Single.just(2))
    print("  A and B made")
    let sum = try await a.value + b.value
    print("  sum: \(sum)")
} catch {
    print("  error: \(error)")
}

print("-- 2. A subject, before and after values is read")
do {
    let words = PublishSubject<String>()
    words.onNext("early")
    let stream = words.values
    words.onNext("on time")
    words.onNext("late")
    words.onCompleted()
    print("  the loop starts")
    for try await word in stream {
        print("  the loop gets \(word)")
    }
    print("  the loop is over")
} catch {
    print("  error: \(error)")
}

print("-- 3. A task awaits a Single that answers on the main loop")
do {
    var subscribed = false
    let timer = watched("T", Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance))
        .do(onSubscribe: { subscribed = true })
    // On the main actor, as the program is: the task runs only while the program awaits.
    let task = Task { @MainActor in
        print("  the task awaits T")
        let value = try await timer.value
        print("  the task gets \(value)")
    }
    print("  the program turns the main loop for 1 second")
    MainScheduler.instance.advance(by: .seconds(1))
    print("  the program waits until T is subscribed")
    while !subscribed {
        await Task.yield()
    }
    print("  the program turns the main loop for 1 second")
    MainScheduler.instance.advance(by: .seconds(1))
    print("  the program awaits the task")
    try await task.value
    print("  the task is over")
} catch {
    print("  error: \(error)")
}
print("live MiniRx objects: \(Resources.total)")
