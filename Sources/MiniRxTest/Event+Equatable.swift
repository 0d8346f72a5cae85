import MiniRx

// As in RxTest (not RxSwift): events compare equal when they are the same case with equal
// elements. Errors are not Equatable, so two errors are equal when they print the same text,
// which is what RxTest does on Linux (on Apple platforms it also compares NSError domain and
// code).

extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(e1), .error(e2)): return "\(e1)" == "\(e2)"
        case let (.next(v1), .next(v2)): return v1 == v2
        default: return false
        }
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(e1), .error(e2)): return "\(e1)" == "\(e2)"
        case let (.success(v1), .success(v2)): return v1 == v2
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(e1), .error(e2)): return "\(e1)" == "\(e2)"
        default: return false
        }
    }
}
