@testable import Ch03AnyObserver

enum DemoError: Error {
    case boom
    case code(Int)
}

/// An observer that writes down every event it is given, as RxSwift prints it. It enforces
/// nothing, so it shows exactly what reached it.
final class EventRecorder<Element>: ObserverType {
    private(set) var events: [String] = []

    func on(_ event: Event<Element>) {
        events.append("\(event)")
    }
}
