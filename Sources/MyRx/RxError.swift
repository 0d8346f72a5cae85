// Given: nothing to write. The library's own errors, as RxSwift's `RxError` (RxSwift/Errors.swift);
// chapter 6's subjects send `disposed` to a subscriber that comes after `dispose()`; chapter 11's
// `asSingle()` fails with `noElements` or `moreThanOneElement`; chapter 7's `element(at:)` with
// `argumentOutOfRange` (or `overflow`, past `Int.min`); chapter 10's `timeout` with `timeout`.

/// An error the library itself sends.
// `disposed` carries an object, which is not Sendable; the library is single-threaded.
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    /// Something went wrong that has no better name.
    case unknown
    /// `object` was disposed before it was used.
    case disposed(object: AnyObject)
    /// A count went past the smallest or largest `Int`.
    case overflow
    /// An argument was out of range: an index past a sequence's end.
    case argumentOutOfRange
    /// A sequence had no element where one was required.
    case noElements
    /// A sequence had more than one element where exactly one was required.
    case moreThanOneElement
    /// A sequence sent nothing for longer than its `timeout` allowed.
    case timeout

    /// RxSwift's text for the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(type(of: object))` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}
