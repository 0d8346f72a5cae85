// Given in stage 9.4: nothing to write, read it. What every scheduler is: something that runs a
// piece of work, now or as soon as it can (RxSwift/ImmediateSchedulerType.swift).

/// Something that can run work: now, or as soon as it can.
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state`, now or later. The returned disposable cancels it if it has
    /// not run yet, and disposes what `action` returned if it has.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
}
