// Given: nothing to write. What a base class calls in a method each subclass must override, as
// RxSwift's `rxAbstractMethod`, and how a binding reports an error (both RxSwift/Rx.swift).

/// Stops the program: a subclass forgot to override the method `name`.
func rxAbstractMethod(_ name: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method \(name): a subclass must override it.", file: file, line: line)
}

/// Reports a broken rule (an error sent into a binding). RxSwift stops a DEBUG build here and
/// prints `file:line: message` in a release build; this library does what the release build
/// does (the build the course's recorded RxSwift outputs come from), and goes on.
func rxFatalErrorInDebug(
    _ lastMessage: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
) {
    print("\(file):\(line): \(lastMessage())")
}
