import Foundation

/// The `rx` namespace: `object.rx.something` is where reactive extensions of a type live, so
/// they never collide with the type's own members (`button.rx.tap` beside `button.tap()`).
///
///     extension Reactive where Base: Thermometer {
///         var temperature: Observable<Double> { … base … }
///     }
///     thermometer.rx.temperature.subscribe(…)
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object or value the extensions work on.
    public let base: Base

    /// The namespace for `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type whose values (and the type itself) have an `rx` namespace. Conforming is all it
/// takes: the default implementations below make `rx` out of `self`.
public protocol ReactiveCompatible {
    /// The type the extensions in `Reactive` are written for; normally `Self`.
    associatedtype ReactiveBase

    /// The namespace for static extensions: `Type.rx`.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for instance extensions: `value.rx`.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter only so that `rx` can be used on `var`s with mutating extensions, as in
        // RxSwift; there is nothing to set.
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

/// Every `NSObject` has `rx`, as in RxSwift (Foundation's `NSObject` exists on Linux too).
extension NSObject: ReactiveCompatible {}
