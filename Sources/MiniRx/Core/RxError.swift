/// The errors MiniRx itself produces, with RxSwift's descriptions.
// `disposed` carries an object, which is not Sendable; MiniRx is single-threaded, so the error
// is never shared across threads.
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    /// Unknown error occurred.
    case unknown
    /// Performing an action on a disposed object.
    case disposed(object: AnyObject)
    /// Arithmetic overflow.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// A sequence had no elements where at least one was required.
    case noElements
    /// A sequence had more than one element where exactly one was required.
    case moreThanOneElement
    /// A timeout fired.
    case timeout
}

extension RxError {
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(rxSwiftTypeName(of: object))` was already disposed."
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

/// How RxSwift prints the object in `RxError.disposed`: `String(describing:)` of a subject names
/// its module, which is `RxSwift` there (`RxSwift.PublishSubject<Swift.Int>`). MiniRx's types
/// play RxSwift's part, so the text names RxSwift too, and a program prints what it prints
/// against RxSwift.
private func rxSwiftTypeName(of object: AnyObject) -> String {
    String(describing: object).replacing("MiniRx.", with: "RxSwift.")
}
