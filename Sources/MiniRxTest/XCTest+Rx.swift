// RxTest's `XCTAssertEqual` overloads, for RxSwift tests written with XCTest: arrays of events
// (`Event`, `SingleEvent`, `MaybeEvent`, `CompletableEvent`) and of recorded events compare as
// RxTest compares them (same case, equal elements, errors by their printed text), and a failure
// lists the positions that differ.
//
// Only on Linux. MiniRxTest is also linked into the course's programs (chapter 10, conformance
// cases), which are plain executables. On Linux XCTest is an ordinary shared library beside the
// Swift runtime, so linking it into them costs nothing. On Apple platforms XCTest can be loaded
// only into a test bundle: an executable linked against it stops at launch, because the
// framework is not where an executable looks. Hiding these overloads behind
// `#if canImport(XCTest)` alone would not help, since SwiftPM lets every target on a Mac see
// XCTest. So on Apple platforms these overloads are left out, and tests there compare with `==`
// (every event type here is `Equatable` when its element is) or with swift-testing.
#if os(Linux) && canImport(XCTest)
import MiniRx
import XCTest

/// Fails when the two arrays of events differ (same case and equal elements; errors compare by
/// their printed text).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>],
    file: StaticString = #file, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails when the two arrays of `Single` events differ: `success` with equal elements, or
/// `failure` with errors that print the same.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
    file: StaticString = #file, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: sameSingleEvent, file: file, line: line)
}

/// Fails when the two arrays of `Maybe` events differ.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
    file: StaticString = #file, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails when the two arrays of `Completable` events differ.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
    file: StaticString = #file, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails when the two arrays of recorded events differ: in time, or in the event.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #file, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails when the two arrays of recorded events of optional elements differ.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #file, line: UInt = #line
) {
    assertSameEvents(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails when `stream` holds a stop event, or when its elements are not `elements`; times are
/// not compared.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element],
    file: StaticString = #file, line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
        return
    }
    let received = stream.compactMap { $0.value.element }
    assertSameEvents(received, elements, by: { $0 == $1 }, file: file, line: line)
}

/// One failure for the whole comparison, if the arrays differ.
private func assertSameEvents<T>(
    _ lhs: [T], _ rhs: [T], by equal: (T, T) -> Bool, file: StaticString, line: UInt
) {
    if let message = differences(between: lhs, and: rhs, by: equal) {
        XCTFail(message, file: file, line: line)
    }
}
#endif
