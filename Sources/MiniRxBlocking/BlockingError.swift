/// Why a blocking operator gave up, when it was given no timeout.
public enum BlockingError: Swift.Error, CustomDebugStringConvertible {
    /// The sequence had not ended, and nothing was left that could end it: no work waiting on
    /// the main loop, and no Swift task started by MiniRx still running. RxBlocking would wait
    /// forever here.
    case sequenceCannotEnd

    public var debugDescription: String {
        switch self {
        case .sequenceCannotEnd:
            return "The sequence has not ended, and nothing is scheduled that could end it."
        }
    }
}
