import Foundation

extension ObservableType where Element == Data {
    /// Decodes each `Data` element as `type` with `decoder` (for example a `JSONDecoder`).
    /// A decoding failure is sent as the error. No sink of its own: it is a `map`, as in RxSwift.
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder)
        -> Observable<Item>
    {
        map { try decoder.decode(type, from: $0) }
    }
}

/// Something that decodes raw `Data` into a `Decodable` type; `decode(type:decoder:)` takes one.
public protocol DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
