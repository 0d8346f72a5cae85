import Testing
@testable import Ch05Disposables

/// All of this module's tests, run one at a time: they share the single-threaded library's
/// global state (trace names, the live-object count).
@Suite("Chapter 5: Disposables", .serialized)
struct Ch05Tests {}

/// A history of what happened, in order, shared by the closures under test.
final class Log {
    private(set) var lines: [String] = []

    func callAsFunction(_ line: String) {
        lines.append(line)
    }
}

/// A disposable that writes to a log each time it is disposed (so a second dispose shows).
final class SpyDisposable: Disposable {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    func dispose() {
        log("dispose \(name)")
    }
}

/// A disposable that holds nothing.
struct NoResource: Disposable {
    func dispose() {}
}

enum TestError: Error {
    case boom
    case other
}

extension ObservableType {
    /// Subscribes with every handler writing to `log`, labelled by `name`.
    func subscribe(_ name: String, log: Log) -> Disposable {
        subscribe(
            onNext: { log("\(name) onNext \($0)") },
            onError: { log("\(name) onError \($0)") },
            onCompleted: { log("\(name) onCompleted") },
            onDisposed: { log("\(name) onDisposed") })
    }
}
