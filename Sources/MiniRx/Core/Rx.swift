/// Stops the program: a subclass forgot to override a method its base class cannot implement.
/// RxSwift marks abstract methods the same way; Swift has no `abstract` keyword.
func rxAbstractMethod(_ name: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method \(name): a subclass must override it.", file: file, line: line)
}
