// Case app_sensor_readings: a dashboard over a thermometer that sends its readings as text. Lines
// that do not parse are dropped (compactMap); the readings of the warm-up, below 15 degrees, are
// skipped (skip(while:)); the chart shows readings until one passes 40 (take(while:), inclusive,
// so the alarm reading is shown) and only when the value changed (distinctUntilChanged); the
// status line shows a change of level (distinctUntilChanged with a key); an upload's progress is
// ignored, only how it ends is shown (ignoreElements); the first reading of the day is kept
// (take(1)) and the first two are dropped (skip(2)); a malformed line that the parser throws on
// ends the chart with the error.
import MiniRx

enum SensorError: Error { case garbled(String) }

func level(_ degrees: Int) -> String {
    degrees < 20 ? "cool" : degrees < 30 ? "warm" : "hot"
}

func printing<Element>(_ label: String) -> AnyObserver<Element> {
    AnyObserver { event in print("  \(label): \(event)") }
}

func send(_ lines: [String], to sensor: PublishSubject<String>) {
    for line in lines {
        print("sensor sends \"\(line)\"")
        sensor.onNext(line)
    }
}

func chart() {
    let sensor = PublishSubject<String>()
    let readings = sensor.compactMap { Int($0) }
    let bag = DisposeBag()
    readings
        .skip(while: { $0 < 15 })
        .take(while: { $0 <= 40 }, behavior: .inclusive)
        .distinctUntilChanged()
        .subscribe(printing("chart"))
        .disposed(by: bag)
    readings
        .distinctUntilChanged(level)
        .map { "\(level($0)) from \($0)" }
        .subscribe(printing("status"))
        .disposed(by: bag)
    readings.take(1).subscribe(printing("first")).disposed(by: bag)
    readings.skip(2).take(2).subscribe(printing("third and fourth")).disposed(by: bag)
    send(["12", "14", "--", "16", "16", "25", "31", "42", "20"], to: sensor)
    print("sensor observers: \(sensor.hasObservers)")
}

func upload() {
    let progress = PublishSubject<Int>()
    _ = progress.ignoreElements().subscribe(
        onError: { print("  upload failed: \($0)") },
        onCompleted: { print("  upload finished") },
        onDisposed: { print("  upload disposed") }
    )
    for percent in [10, 60, 100] {
        print("progress \(percent)%")
        progress.onNext(percent)
    }
    progress.onCompleted()
}

func garbled() {
    let sensor = PublishSubject<String>()
    _ = sensor
        .compactMap { line -> Int? in
            if line.hasPrefix("!") { throw SensorError.garbled(line) }
            return Int(line)
        }
        .subscribe(printing("chart"))
    send(["18", "x", "!#@", "19"], to: sensor)
    print("sensor observers: \(sensor.hasObservers)")
}

print("-- a day of readings")
chart()
print("-- an upload")
upload()
print("-- a garbled line")
garbled()
