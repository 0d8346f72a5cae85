// Exercise 12.1: predict what this program prints (see README.md). Don't edit this file: write
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

    func addDriverBinding(_ name: String) {
        driver.drive(onNext: { print("  driver \(name): \($0)") }, onCompleted: { print("  driver \(name): completed") })
            .disposed(by: bag)
    }
    func addSignalListener(_ name: String) {
        signal.emit(onNext: { print("  signal \(name): \($0)") }, onCompleted: { print("  signal \(name): completed") })
            .disposed(by: bag)
    }

    print("-- A and B subscribe")
    addDriverBinding("A")
    addSignalListener("B")
    results.onNext("rx")
    results.onNext("rxswift")

    print("-- C and D subscribe late")
    addDriverBinding("C")
    addSignalListener("D")
    results.onNext("rxcocoa")

    print("-- the results fail")
    results.onError(ServerError.down)

    print("-- E and F subscribe after the failure")
    addDriverBinding("E")
    addSignalListener("F")
}
print("live MiniRx objects: \(Resources.total)")
