// Stage 10.6 writes this file. Events compare equal in a test (RxSwift's `Event` is not
// `Equatable`: RxTest makes it so, for tests).

import MyRx

extension Event: Equatable where Element: Equatable {
    /// The same case, with equal elements. An error is not `Equatable`: two errors are equal
    /// when they print the same, as RxTest compares them on Linux.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case let (.error(left), .error(right)): "\(left)" == "\(right)"
        case let (.next(left), .next(right)): left == right
        default: false
        }
    }
}
