// Stage 14.5 writes this file. `Binder`: the observer a user interface is bound through
// (RxSwift/Binder.swift; RxCocoa kept it until RxSwift 4).

/// An observer that sets each element on a target object through a closure, on a scheduler (a
/// `MainScheduler` of its own by default), without keeping the target alive: once the target is
/// gone, elements are dropped. An error cannot be bound: it is reported as a programming error
/// (`rxFatalErrorInDebug`, Rx.swift); `completed` is ignored.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder that calls `binding` with `target` and each element, on `scheduler`, while
    /// `target` is alive.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        // TODO(14.5): what each event does; the target held weakly.
        self.binding = { _ in }
    }

    /// Handles an event as the binding closure made in `init` says.
    public func on(_ event: Event<Value>) {
        // TODO(14.5)
    }

    /// The binder behind the type-erased observer.
    public func asObserver() -> AnyObserver<Value> {
        // TODO(14.5)
        AnyObserver { _ in }
    }
}
