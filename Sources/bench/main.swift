// `make bench`: three workloads through MiniRx and, in the same process, the same work written
// by hand with plain closures (no library). Prints each one's best time, the ratio between
// them, and a checksum that proves both versions did the same work. Both sides run in the same
// process, minutes apart at most, so their ratio holds on a busy machine. (For MiniRx against
// RxSwift itself, time them side by side the same way: see the README, "Speed".)
//
//   bench            full sizes (run it release-built: `swift run -c release bench`)
//   bench --smoke    tiny sizes, a quick check that the workloads still run and agree
import Foundation
import MiniRx

struct Workload {
    let name: String
    let expected: String
    let miniRx: (Int) -> String
    let closures: (Int) -> String
    let fullSize: Int
}

/// Returns its argument through a call the optimizer may not look into. The closure versions pass
/// their stages through it, so that each stage stays a real closure call as in a hand-written
/// callback chain, instead of being fused into one loop the library could never compete with.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

// (a) PublishSubject → map → filter → scan → subscribe.
func subjectChainMiniRx(_ count: Int) -> String {
    let subject = PublishSubject<Int>()
    var received = 0
    var lastSum = 0
    let subscription = subject
        .map { $0 &* 3 &+ 1 }
        .filter { $0 % 2 == 0 }
        .scan(0, accumulator: &+)
        .subscribe(onNext: { sum in
            received += 1
            lastSum = sum
        })
    for value in 0..<count { subject.onNext(value) }
    subject.onCompleted()
    subscription.dispose()
    return "received=\(received) lastSum=\(lastSum)"
}

func subjectChainClosures(_ count: Int) -> String {
    var received = 0
    var lastSum = 0
    var accumulator = 0
    // The same stages as closures, each calling the next; the "subject" is an array of them.
    let scan: (Int) -> Void = opaque { value in
        accumulator = accumulator &+ value
        received += 1
        lastSum = accumulator
    }
    let filter: (Int) -> Void = opaque { value in if value % 2 == 0 { scan(value) } }
    let map: (Int) -> Void = opaque { value in filter(value &* 3 &+ 1) }
    let observers = opaque([map])
    for value in 0..<count {
        for observer in observers { observer(value) }
    }
    return "received=\(received) lastSum=\(lastSum)"
}

// (b) create { onNext(i); onCompleted() } → map → subscribe → dispose, many times.
func createChainMiniRx(_ count: Int) -> String {
    var total = 0
    var completed = 0
    var disposed = 0
    for value in 0..<count {
        let subscription = Observable<Int>.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
        }
        .map { $0 &* 2 }
        .subscribe(
            onNext: { total = total &+ $0 },
            onCompleted: { completed += 1 },
            onDisposed: { disposed += 1 })
        subscription.dispose()
    }
    return "total=\(total) completed=\(completed) disposed=\(disposed)"
}

func createChainClosures(_ count: Int) -> String {
    var total = 0
    var completed = 0
    var disposed = 0
    for value in 0..<count {
        // A "source" is a function taking the observer's two callbacks and returning a cancel.
        let source: (_ onNext: (Int) -> Void, _ onCompleted: () -> Void) -> () -> Void = opaque {
            onNext, onCompleted in
            onNext(value)
            onCompleted()
            return {}
        }
        let map: (Int) -> Void = opaque { total = total &+ ($0 &* 2) }
        let cancel = source(map, { completed += 1 })
        cancel()
        disposed += 1
    }
    return "total=\(total) completed=\(completed) disposed=\(disposed)"
}

// (c) range → map → filter → subscribe.
func rangeChainMiniRx(_ count: Int) -> String {
    var elements = 0
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .map { $0 &* 7 }
        .filter { $0 % 3 != 0 }
        .subscribe(onNext: {
            elements += 1
            sum = sum &+ $0
        })
    return "count=\(elements) checksum=\(sum)"
}

func rangeChainClosures(_ count: Int) -> String {
    var elements = 0
    var sum = 0
    let sink: (Int) -> Void = opaque {
        elements += 1
        sum = sum &+ $0
    }
    let filter: (Int) -> Void = opaque { if $0 % 3 != 0 { sink($0) } }
    let map: (Int) -> Void = opaque { filter($0 &* 7) }
    for value in 0..<count { map(value) }
    return "count=\(elements) checksum=\(sum)"
}

let workloads = [
    Workload(
        name: "(a) subject → map → filter → scan",
        expected: "received=1000000 lastSum=3000001000000",
        miniRx: subjectChainMiniRx, closures: subjectChainClosures, fullSize: 2_000_000),
    Workload(
        name: "(b) create → map → subscribe → dispose",
        expected: "total=39999800000 completed=200000 disposed=200000",
        miniRx: createChainMiniRx, closures: createChainClosures, fullSize: 200_000),
    Workload(
        name: "(c) range → map → filter",
        expected: "count=666666 checksum=2333328666669",
        miniRx: rangeChainMiniRx, closures: rangeChainClosures, fullSize: 1_000_000),
]

/// Runs `body` `runs` times; returns the fastest time in seconds and the last result.
func best(of runs: Int, _ body: () -> String) -> (seconds: Double, result: String) {
    let clock = ContinuousClock()
    var fastest = Double.infinity
    var result = ""
    for _ in 0..<runs {
        let elapsed = clock.measure { result = body() }
        fastest = min(fastest, elapsed / .seconds(1))
    }
    return (fastest, result)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

let arguments = Array(CommandLine.arguments.dropFirst())

// `bench --only a|b|c [size] [--closures]`: runs one workload once, for profilers and instruction
// counters (callgrind, `perf stat`), which measure work rather than time on a busy machine.
if arguments.first == "--only" {
    let letters = ["a", "b", "c"]
    guard arguments.count >= 2, let index = letters.firstIndex(of: arguments[1]),
        arguments.count <= 4
    else {
        FileHandle.standardError.write(Data("usage: bench --only a|b|c [size] [--closures]\n".utf8))
        exit(2)
    }
    let workload = workloads[index]
    let rest = arguments.dropFirst(2)
    let closures = rest.contains("--closures")
    let size = rest.compactMap { Int($0) }.first ?? workload.fullSize
    print(closures ? workload.closures(size) : workload.miniRx(size))
    exit(0)
}

guard arguments.isEmpty || arguments == ["--smoke"] else {
    FileHandle.standardError.write(Data("usage: bench [--smoke] | --only a|b|c [size] [--closures]\n".utf8))
    exit(2)
}
let smoke = arguments == ["--smoke"]
let runs = smoke ? 1 : 5
#if DEBUG
    print("note: this is a debug build; figures mean little. Use `make bench` (release).")
#endif
print("MiniRx benchmarks: best of \(runs) runs, \(smoke ? "smoke sizes (1/1000)" : "full sizes")")
print("ratio: MiniRx's time over the hand-written closures' time, measured in this run")
print("")
print(pad("workload", 40) + pad("MiniRx", 11) + pad("closures", 11) + pad("ratio", 8) + "checksum")
var allAgree = true
for workload in workloads {
    let size = smoke ? workload.fullSize / 1000 : workload.fullSize
    let library = best(of: runs, { workload.miniRx(size) })
    let plain = best(of: runs, { workload.closures(size) })
    let agree = library.result == plain.result && (smoke || library.result == workload.expected)
    allAgree = allAgree && agree
    let ratio = library.seconds / plain.seconds
    print(
        pad(workload.name, 40) + pad(format3(library.seconds) + " s", 11)
            + pad(format3(plain.seconds) + " s", 11) + pad(format1(ratio) + "×", 8)
            + library.result + (agree ? " ✓" : " ✗ (closures: \(plain.result))"))
}
if !allAgree {
    print("checksums disagree: a workload did not do the work it claims")
    exit(1)
}

func format3(_ value: Double) -> String { String(format: "%.3f", value) }
func format1(_ value: Double) -> String { String(format: "%.1f", value) }
