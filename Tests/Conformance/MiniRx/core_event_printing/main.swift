// Case core_event_printing: how Event values print (print and debugPrint) for several
// element types and for custom Error types, plus Event's convenience properties.
import MiniRx

enum DemoError: Error {
    case boom
    case code(Int)
}

struct ReasonError: Error {
    let reason: String
}

struct Point: CustomStringConvertible {
    let x: Int
    let y: Int
    var description: String { "(\(x), \(y))" }
}

let ints: [Event<Int>] = [.next(1), .completed, .error(DemoError.boom)]
for e in ints { print(e) }
let strings: [Event<String>] = [.next("hello world"), .next(""), .error(DemoError.code(42))]
for e in strings { print(e) }
for e in strings { debugPrint(e) }
let optionals: [Event<Int?>] = [.next(5), .next(nil)]
for e in optionals { print(e) }
let arrays: [Event<[String]>] = [.next(["a", "b"])]
for e in arrays { print(e) }
let points: [Event<Point>] = [.next(Point(x: 1, y: 2)), .error(ReasonError(reason: "bad point"))]
for e in points { print(e) }
print("interpolated: \(Event<Int>.next(3))")

print("-- properties")
let all: [Event<Int>] = [.next(9), .completed, .error(DemoError.code(7))]
for e in all {
    let element = e.element.map { "\($0)" } ?? "nil"
    let error = e.error.map { "\($0)" } ?? "nil"
    print(e, "| element:", element, "| isStopEvent:", e.isStopEvent, "| isCompleted:", e.isCompleted, "| error:", error)
}

print("-- from a live subscription")
_ = Observable<String>.create { o in
    o.onNext("live")
    o.onError(DemoError.code(500))
    return Disposables.create()
}.subscribe { event in print(event) }
