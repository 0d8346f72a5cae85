/// An observer for binding to a user interface: it sets elements on a target object, on a
/// scheduler (the main loop by default), and it does not keep the target alive: once the
/// target is gone, elements are dropped. Errors cannot be bound (a UI has no way to show "the
/// sequence failed"); `completed` is ignored.
///
///     let label = Label()
///     names.bind(to: Binder(label) { label, name in label.text = name })
///     names.bind(to: label.rx.text)   // the same, through `rx` and a key path
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder that calls `binding` with `target` and each element, on `scheduler`, while
    /// `target` is alive.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        // Held weakly: a binding must not keep the screen it updates alive.
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                // Weak here too: work queued on the scheduler must not keep the target alive
                // until it runs; a target gone by then gets nothing.
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                // RxSwift stops a debug build here; a release build logs the error with its
                // own source location. MiniRx logs the message without a location.
                print("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Handles every event: a `next` element is set on the target through the binding closure,
    /// an error is logged (it cannot be bound), `completed` is ignored.
    public func on(_ event: Event<Value>) {
        binding(event)
    }
}

extension Reactive where Base: AnyObject {
    /// A binder for any settable property of an object: `label.rx.text` binds to `label.text`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>)
        -> Binder<Property>
    {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}
