// A course stand-in, in the folder of RxCocoa/Foundation/NSObject+Rx.swift, which uses the runtime's.
// Stage 13.3 gives this file whole: read it. Objects attached to an owner and released with it:
// the stand-in for the Objective-C runtime's associated objects, which RxCocoa keeps
// `rx.deallocated`'s object in (`objc_setAssociatedObject`). Linux has no such runtime, so an
// object opts in by keeping one stored property, `let associatedObjects = AssociatedObjects()`.

/// What `rx` attaches to one owner. A stored property of the owner, so it is released after
/// the owner's `deinit` body has run, which is when associated objects are released.
public final class AssociatedObjects {
    // An array, not a dictionary: attachments are released in the order they were made, so
    // the output never depends on a dictionary's order.
    private var entries: [(key: String, object: AnyObject)] = []

    public init() {
        Resources.incrementTotal()
    }

    /// The object attached under `key`, made with `make` and attached on first use.
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
        // One by one, first attached first, so the order is fixed.
        while !entries.isEmpty {
            entries.removeFirst()
        }
        Resources.decrementTotal()
    }
}

/// An object that carries `AssociatedObjects`, which gives it `rx` and `rx.deallocated`.
public protocol HasAssociatedObjects: AnyObject, ReactiveCompatible {
    /// Where `rx` keeps what it attaches to this object. Declare it as a stored `let`.
    var associatedObjects: AssociatedObjects { get }
}
