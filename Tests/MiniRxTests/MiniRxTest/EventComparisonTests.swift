// What MiniRxTest's XCTAssertEqual overloads decide and print (their XCTest layer only calls
// XCTFail with this message, and exists only where XCTest can be linked: see XCTest+Rx.swift).
import MiniRx
@testable import MiniRxTest
import Testing

private struct ComparisonError: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}

@Suite("Event comparison (RxTest's XCTAssertEqual)")
struct EventComparisonTests {
    @Test("Equal arrays give no message; errors are equal when they print the same")
    func equalArrays() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, ComparisonError(text: "x"))]
        let same: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, ComparisonError(text: "x"))]
        #expect(differences(between: events, and: same, by: ==) == nil)
        #expect(differences(between: [SingleEvent<Int>](), and: [], by: sameSingleEvent) == nil)
    }

    @Test("A difference names both arrays, then each differing position and the extra ones")
    func messageListsDifferences() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(221, 2), .completed(230)]
        #expect(differences(between: actual, and: expected, by: ==) == """
            XCTAssertEqual failed: ("[next(1) @ 210, next(2) @ 220]") is not equal to \
            ("[next(1) @ 210, next(2) @ 221, completed @ 230]")
            lhs[1]: next(2) @ 220
            rhs[1]: next(2) @ 221
            rhs[2]: completed @ 230
            """)
    }

    @Test("SingleEvent: successes compare elements, failures their errors' text")
    func singleEvents() {
        let failure = SingleEvent<Int>.failure(ComparisonError(text: "a"))
        #expect(sameSingleEvent(.success(1), .success(1)))
        #expect(!sameSingleEvent(.success(1), .success(2)))
        #expect(sameSingleEvent(failure, .failure(ComparisonError(text: "a"))))
        #expect(!sameSingleEvent(failure, .failure(ComparisonError(text: "b"))))
        #expect(!sameSingleEvent(.success(1), failure))
        #expect(differences(between: [SingleEvent.success(1)], and: [failure], by: sameSingleEvent)
            != nil)
    }
}
