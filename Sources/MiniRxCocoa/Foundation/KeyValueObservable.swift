/// A stand-in for key-value observing (KVO), the Objective-C runtime's way for one object to
/// be told when a property of another changes.
///
/// In KVO, an observer registers with an object for a key (`addObserver(_:forKeyPath:options:
/// context:)`), the object tells its observers when the value for that key changes, and each
/// observer receives the message in `observeValue(forKeyPath:of:change:context:)`. On Apple
/// platforms the runtime makes any `@objc dynamic` property announce its changes by itself (it
/// swaps the object's class for a generated subclass whose setters do it). Linux has no such
/// runtime, so an object opts in: it conforms to `KeyValueObservable`, keeps one stored
/// `KeyValueObservers`, and announces each change in the property's `didSet`:
///
///     final class Player: KeyValueObservable {
///         let keyValueObservers = KeyValueObservers()
///         var score = 0 { didSet { didChangeValue(forKey: "score") } }
///     }
///
/// Keys are property names, as in KVO; `value(forKey:)` reads a property by its name.
public protocol KeyValueObservable: AnyObject, ReactiveCompatible {
    /// Who observes which key of this object. Declare it as a stored `let`.
    var keyValueObservers: KeyValueObservers { get }
}

/// An object that receives change messages: KVO's `observeValue(forKeyPath:of:change:context:)`.
public protocol KeyValueObserving: AnyObject {
    /// The value for `keyPath` of `object` changed; `newValue` is the new value (nil unless the
    /// observer asked for `.new`).
    func observeValue(forKeyPath keyPath: String, of object: AnyObject, newValue: Any?)
}

/// What an observer asks to be sent (RxCocoa's `KeyValueObservingOptions`).
public struct KeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Send the current value at once, before registering returns.
    public static let initial = KeyValueObservingOptions(rawValue: 1 << 0)
    /// Send the new value with each change.
    public static let new = KeyValueObservingOptions(rawValue: 1 << 1)
}

/// The observers registered with one object, by key. Observers are held weakly, as KVO holds
/// them: keeping an observer alive is its owner's business.
public final class KeyValueObservers {
    private struct Registration {
        weak var observer: (any KeyValueObserving)?
        let keyPath: String
        let options: KeyValueObservingOptions
    }

    private var registrations: [Registration] = []

    public init() {}

    /// How many live observers are registered, for any key.
    public var count: Int {
        registrations.filter { $0.observer != nil }.count
    }

    fileprivate func add(
        _ observer: any KeyValueObserving, forKeyPath keyPath: String, options: KeyValueObservingOptions
    ) {
        registrations.append(Registration(observer: observer, keyPath: keyPath, options: options))
    }

    fileprivate func remove(_ observer: any KeyValueObserving, forKeyPath keyPath: String) {
        registrations.removeAll { $0.observer === observer && $0.keyPath == keyPath }
    }

    fileprivate func observers(of keyPath: String) -> [(any KeyValueObserving, KeyValueObservingOptions)] {
        registrations.compactMap { registration in
            guard registration.keyPath == keyPath, let observer = registration.observer else { return nil }
            return (observer, registration.options)
        }
    }
}

extension KeyValueObservable {
    /// Registers `observer` for changes of `keyPath` (a property name). With `.initial`, the
    /// observer is sent a message before this returns, carrying the current value only if it
    /// also asked for `.new` (KVO's change dictionary has a new value only then).
    public func addObserver(
        _ observer: any KeyValueObserving, forKeyPath keyPath: String, options: KeyValueObservingOptions
    ) {
        keyValueObservers.add(observer, forKeyPath: keyPath, options: options)
        if options.contains(.initial) {
            let current = options.contains(.new) ? value(forKey: keyPath) : nil
            observer.observeValue(forKeyPath: keyPath, of: self, newValue: current)
        }
    }

    /// Stops sending `observer` the changes of `keyPath`.
    public func removeObserver(_ observer: any KeyValueObserving, forKeyPath keyPath: String) {
        keyValueObservers.remove(observer, forKeyPath: keyPath)
    }

    /// Tells every observer of `key` that its value changed. Call it from the property's
    /// `didSet` (KVO's generated setters call it for you).
    public func didChangeValue(forKey key: String) {
        let newValue = value(forKey: key)
        for (observer, options) in keyValueObservers.observers(of: key) {
            observer.observeValue(forKeyPath: key, of: self, newValue: options.contains(.new) ? newValue : nil)
        }
    }

    /// The value of the stored property named `key` (key-value coding's `value(forKey:)`),
    /// read by reflection; nil when there is no such property.
    public func value(forKey key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key }) {
                return child.value
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
