/// Objects attached to an owner and released with it: MiniRx's stand-in for the Objective-C
/// runtime's associated objects.
///
/// On Apple platforms, RxCocoa and NSObject+Rx attach state to *any* object at run time with
/// `objc_setAssociatedObject`: that is how `rx.disposeBag` and `rx.deallocated` work on a view
/// controller that never declared them. Linux has no Objective-C runtime, so an object opts in
/// instead: it conforms to `HasAssociatedObjects` and keeps one stored property,
///
///     final class Page: HasAssociatedObjects {
///         let associatedObjects = AssociatedObjects()
///     }
///
/// Everything `rx` attaches lives in that property, so it is released when the owner is,
/// after the owner's `deinit` body has run (stored properties are released after `deinit`),
/// which is also when associated objects are released.
public final class AssociatedObjects {
    // An array, not a dictionary: attachments are released in the order they were made, so a
    // program that attaches a bag and a `deallocated` observable prints the same every run.
    private var entries: [(key: String, object: AnyObject)] = []

    public init() {
        Resources.incrementTotal()
    }

    /// The object attached under `key`, creating it with `make` on first use.
    public func object<Object: AnyObject>(forKey key: String, orMake make: () -> Object) -> Object {
        if let entry = entries.first(where: { $0.key == key }), let object = entry.object as? Object {
            return object
        }
        let object = make()
        set(object, forKey: key)
        return object
    }

    /// Attaches `object` under `key`, releasing whatever was attached there before.
    public func set(_ object: AnyObject, forKey key: String) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].object = object
        } else {
            entries.append((key, object))
        }
    }

    deinit {
        // Release one by one, first attached first, so the order is fixed.
        while !entries.isEmpty {
            entries.removeFirst()
        }
        Resources.decrementTotal()
    }
}

/// An object that carries `AssociatedObjects`, which gives it `rx.disposeBag` and
/// `rx.deallocated`. See `AssociatedObjects` for why MiniRx asks objects to opt in.
public protocol HasAssociatedObjects: AnyObject, ReactiveCompatible {
    /// Where `rx` keeps what it attaches to this object. Declare it as a stored `let`.
    var associatedObjects: AssociatedObjects { get }
}
