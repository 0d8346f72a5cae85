// Exercise 6.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

enum LoadError: Error {
    case offline
}

/// Subscribes a closure that prints every event with a name in front: `publish next(1)`.
func watch<Source: ObservableType>(_ source: Source, as name: String) -> Disposable {
    source.subscribe { event in print("\(name) \(event)") }
}

do {
    let bag = DisposeBag()
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    let async = AsyncSubject<Int>()

    for value in 1...3 {
        publish.onNext(value)
        behavior.onNext(value)
        replay.onNext(value)
        async.onNext(value)
    }

    print("-- late subscribers join")
    watch(publish, as: "publish").disposed(by: bag)
    watch(behavior, as: "behavior").disposed(by: bag)
    watch(replay, as: "replay").disposed(by: bag)
    watch(async, as: "async").disposed(by: bag)

    print("-- 4, then completed")
    publish.onNext(4)
    behavior.onNext(4)
    replay.onNext(4)
    async.onNext(4)
    publish.onCompleted()
    behavior.onCompleted()
    replay.onCompleted()
    async.onCompleted()

    print("-- subscribers join after the end")
    watch(publish, as: "publish after").disposed(by: bag)
    watch(behavior, as: "behavior after").disposed(by: bag)
    watch(replay, as: "replay after").disposed(by: bag)
    watch(async, as: "async after").disposed(by: bag)

    print("-- a BehaviorSubject that failed")
    let failed = BehaviorSubject(value: "ok")
    failed.onNext("still ok")
    failed.onError(LoadError.offline)
    watch(failed, as: "failed after").disposed(by: bag)
}
print("live MiniRx objects: \(Resources.total)")
