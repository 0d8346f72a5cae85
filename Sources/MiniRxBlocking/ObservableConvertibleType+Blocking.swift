import Foundation
import MiniRx

extension ObservableConvertibleType {
    /// This sequence with blocking operators.
    ///
    /// - parameter timeout: the longest the operators may wait before throwing
    ///   `RxError.timeout`: in virtual time on the main loop, and in real time while waiting for
    ///   a Swift task. Without it, a sequence that can no longer end throws
    ///   `BlockingError.sequenceCannotEnd`.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
