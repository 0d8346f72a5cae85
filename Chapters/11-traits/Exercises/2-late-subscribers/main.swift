// Exercise 11.2: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

enum ServerError: Error {
    case down
}

do {
    // The search results, as a screen would get them: a sequence that can fail.
    let results = PublishSubject<String>()
    let driver = results.asDriver(onErrorJustReturn: "(offline)")
    let signal = results.asSignal(onErrorJustReturn: "(offline)")
    let bag = DisposeBag()

    print("-- A and B subscribe")
    driver.drive(onNext: { print("  driver A: \($0)") }, onCompleted: { print("  driver A: completed") })
        .disposed(by: bag)
    signal.emit(onNext: { print("  signal B: \($0)") }, onCompleted: { print("  signal B: completed") })
        .disposed(by: bag)
    results.onNext("rx")
    results.onNext("rxswift")

    print("-- C and D subscribe late")
    driver.drive(onNext: { print("  driver C: \($0)") }, onCompleted: { print("  driver C: completed") })
        .disposed(by: bag)
    signal.emit(onNext: { print("  signal D: \($0)") }, onCompleted: { print("  signal D: completed") })
        .disposed(by: bag)
    results.onNext("rxcocoa")

    print("-- the results fail")
    results.onError(ServerError.down)

    print("-- E and F subscribe after the failure")
    driver.drive(onNext: { print("  driver E: \($0)") }, onCompleted: { print("  driver E: completed") })
        .disposed(by: bag)
    signal.emit(onNext: { print("  signal F: \($0)") }, onCompleted: { print("  signal F: completed") })
        .disposed(by: bag)
}
print("live MiniRx objects: \(Resources.total)")
