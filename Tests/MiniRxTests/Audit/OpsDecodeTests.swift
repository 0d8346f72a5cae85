import Foundation
import MiniRx
import Testing

private struct User: Decodable, Equatable {
    let name: String
    let age: Int
}

/// A decoder of our own: any `DataDecoder` works, not only Foundation's.
private struct CountingDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        guard let count = data.count as? Item else { throw CocoaError(.coderInvalidValue) }
        return count
    }
}

@Suite("Audit: decode(type:decoder:)", .serialized)
struct OpsDecodeTests {
    @Test("Decodes each Data element; a failure ends the result with the decoder's error")
    func decodes() {
        let good = Data(#"{"name":"Ada","age":36}"#.utf8)
        let bad = Data(#"{"name":"Bob"}"#.utf8)
        var users: [User] = []
        var errors: [String] = []
        var completed = false
        _ = Observable.of(good, bad, good)
            .decode(type: User.self, decoder: JSONDecoder())
            .subscribe(onNext: { users.append($0) },
                       onError: { errors.append(($0 is DecodingError) ? "DecodingError" : "other") },
                       onCompleted: { completed = true })
        #expect(users == [User(name: "Ada", age: 36)])
        #expect(errors == ["DecodingError"])
        #expect(!completed)
    }

    @Test("A custom DataDecoder is used as given")
    func customDecoder() {
        var out: [String] = []
        _ = Observable.of(Data([1, 2]), Data())
            .decode(type: Int.self, decoder: CountingDecoder())
            .subscribe { out.append("\($0)") }
        #expect(out == ["next(2)", "next(0)", "completed"])
    }
}
