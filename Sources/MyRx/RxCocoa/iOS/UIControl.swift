// A course stand-in for UIKit, beside RxCocoa/iOS/UIControl+Rx.swift, which extends it.
// Stage 14.4 gives this file whole: read it. Small stand-ins for UIKit's `UIView`, `UIControl`
// and `UIButton`, with UIKit's names, for a `ControlEvent` to listen to: Linux has no UIKit.
// Nothing is drawn; "the user" is the program, which calls `simulateTap()`.

/// A stand-in for UIKit's `UIView`. It carries `AssociatedObjects`, which gives it `rx` and
/// `rx.deallocated`, as the Objective-C runtime gives them to every real `UIView`.
open class UIView: HasAssociatedObjects {
    public let associatedObjects = AssociatedObjects()

    public init() {}
}

/// A stand-in for UIKit's `UIControl`: a view that reports what the user does to it through
/// target-action.
///
/// UIKit registers a target object and a selector (the name of an Objective-C method) for a
/// set of events, holds the target weakly, and performs the selector on it when one of the
/// events happens. Swift on Linux has no selectors; the closest it has is an unapplied method,
/// `ControlTarget.eventHandler`, of type `(ControlTarget) -> (UIControl) -> Void`: a method
/// named now and called on its target later. The target is held weakly, as in UIKit.
open class UIControl: UIView {
    /// What happened to a control (UIKit's `UIControl.Event`, the few this stage needs).
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    private struct Registration {
        weak var target: AnyObject?
        let send: (UIControl) -> Void
        let events: Event
    }

    private var registrations: [Registration] = []

    /// Calls `action` on `target` with this control whenever one of `controlEvents` happens.
    /// The target is not retained: whoever registers it keeps it alive.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (UIControl) -> Void, for controlEvents: Event
    ) {
        let send: (UIControl) -> Void = { [weak target] control in
            // The method is called on the target only now, as a selector is performed.
            if let target {
                action(target)(control)
            }
        }
        registrations.append(Registration(target: target, send: send, events: controlEvents))
    }

    /// Stops calling `target` for `controlEvents`.
    public func removeTarget(_ target: AnyObject, for controlEvents: Event) {
        registrations.removeAll { $0.target === target && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// How many live targets are registered (UIKit's `allTargets.count`).
    public var targetCount: Int {
        registrations.filter { $0.target != nil }.count
    }

    /// Calls every target registered for one of `controlEvents`, in the order they were added,
    /// on the list as it was when the call began (as UIKit does). UIKit calls this when the user
    /// acts; `simulateTap()` does.
    public func sendActions(for controlEvents: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            registration.send(self)
        }
    }
}

/// A stand-in for UIKit's `UIButton`.
open class UIButton: UIControl {
    /// The user taps the button: a touch down, then a touch up inside.
    public func simulateTap() {
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
    }
}
