/// A stand-in for UIKit's `UIControl`: a view that reports what the user does to it through
/// target-action.
///
/// UIKit registers a target object and a *selector* (the name of an Objective-C method) for a
/// set of events, keeps the target weakly, and calls `target.perform(selector, with: control)`
/// when one of the events happens. Swift on Linux has no selectors; the closest Swift has is an
/// unapplied method reference, `ControlTarget.eventHandler`, of type
/// `(ControlTarget) -> (UIControl) -> Void`: a method named now and called on its target later.
/// The target is still held weakly, as in UIKit.
open class UIControl: UIView {
    /// What happened to a control (UIKit's `UIControl.Event`, the few this course needs).
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    }

    /// A control's state, for state-dependent values such as a button's title.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// A disabled control ignores the user: the `simulate…` methods do nothing.
    open var isEnabled = true
    open var isSelected = false

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

    /// Sends `controlEvents` to every target registered for one of them, in the order they
    /// were added. UIKit calls this when the user acts; the stand-ins' `simulate…` methods do.
    public func sendActions(for controlEvents: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            registration.send(self)
        }
    }
}

/// A stand-in for UIKit's `UIButton`.
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title shown in `state`, falling back to the normal state's title as UIKit does.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The user taps the button: a touch down, then a touch up inside.
    public func simulateTap() {
        guard isEnabled else { return }
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
    }
}

/// A stand-in for UIKit's `UITextField`. Setting `text` from code sends no event, as in UIKit:
/// only the user's typing does.
open class UITextField: UIControl {
    open var text: String? = ""

    /// The user types `typed` at the end of the text: one `editingChanged` per character.
    public func simulateTyping(_ typed: String) {
        guard isEnabled else { return }
        for character in typed {
            text = (text ?? "") + String(character)
            sendActions(for: .editingChanged)
        }
    }

    /// The user deletes the last character.
    public func simulateBackspace() {
        guard isEnabled, let current = text, !current.isEmpty else { return }
        text = String(current.dropLast())
        sendActions(for: .editingChanged)
    }
}

/// A stand-in for UIKit's `UISwitch`. Setting `isOn` from code sends no event.
open class UISwitch: UIControl {
    open var isOn = false

    /// The user flips the switch.
    public func simulateToggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}

/// A stand-in for UIKit's `UILabel`: text that is shown, and never edited by the user.
open class UILabel: UIView {
    open var text: String?
}
