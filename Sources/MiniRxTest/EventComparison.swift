import MiniRx

// What RxTest's `XCTAssertEqual` overloads check and print (see XCTest+Rx.swift), kept apart
// from XCTest so that it is compiled, and tested, on every platform.

/// `nil` when the arrays are equal by `equal`; otherwise a failure message in RxTest's form: both
/// arrays, then each position that differs and the extra entries of the longer one.
func differences<T>(between lhs: [T], and rhs: [T], by equal: (T, T) -> Bool) -> String? {
    if lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(equal) { return nil }
    var lines = ["XCTAssertEqual failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")"]
    for index in 0..<max(lhs.count, rhs.count) {
        if index < lhs.count, index < rhs.count, equal(lhs[index], rhs[index]) { continue }
        if index < lhs.count { lines.append("lhs[\(index)]: \(lhs[index])") }
        if index < rhs.count { lines.append("rhs[\(index)]: \(rhs[index])") }
    }
    return lines.joined(separator: "\n")
}

/// `SingleEvent` is Swift's `Result` with any error, which cannot be `Equatable`: successes
/// compare their elements, failures the text of their errors (as RxTest does on Linux).
func sameSingleEvent<Element: Equatable>(
    _ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>
) -> Bool {
    switch (lhs, rhs) {
    case let (.success(left), .success(right)): return left == right
    case let (.failure(left), .failure(right)): return "\(left)" == "\(right)"
    default: return false
    }
}
