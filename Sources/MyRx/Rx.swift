// Given: nothing to write. What a base class calls in a method each subclass must override, as
// RxSwift's `rxAbstractMethod` (RxSwift/Rx.swift).

/// Stops the program: a subclass forgot to override the method `name`.
func rxAbstractMethod(_ name: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method \(name): a subclass must override it.", file: file, line: line)
}
