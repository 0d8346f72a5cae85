// Stage 13.3 gives this file: read it. The `rx` namespace: `value.rx.something` is where
// reactive extensions of a type live, so they never collide with the type's own members. Stage
// 14.5 writes its key-path subscript, a `Binder` for any settable property (RxSwift/Reactive.swift).

/// A value wrapped so that extensions can be written for it: `extension Reactive where Base:
/// UIControl { func controlEvent(…) }` is called as `button.rx.controlEvent(…)`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object or value the extensions work on.
    public let base: Base

    /// The namespace for `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder for any settable property of an object: `label.rx.text` binds to `label.text`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>)
        -> Binder<Property> where Base: AnyObject
    {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
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
        // A setter only so that `rx` can be used on a `var` with mutating extensions, as in
        // RxSwift; there is nothing to set.
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
