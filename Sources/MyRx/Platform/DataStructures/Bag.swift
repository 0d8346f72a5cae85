// Stage 6.4 writes this file. The container a subject keeps its observers in, in RxSwift's
// order: a slot first, then the others in insertion order.
//
// Until stage 6.4 it is a plain list in insertion order (what chapter 5's CompositeDisposable
// needs); stage 6.4 gives it RxSwift's slot.

/// The key `Bag.insert` returns; it removes that one element again.
struct BagKey: Hashable {
    fileprivate let rawValue: UInt64
}

/// Elements kept in RxSwift's order: an insert takes the slot whenever it is free (and is then
/// called first), and goes after the others otherwise. (RxSwift moves past 30 elements into a
/// dictionary, called in no fixed order; this bag keeps insertion order for any number.)
struct Bag<Element> {
    private var nextKey = BagKey(rawValue: 0)

    // The slot: the first insert, and any insert made while it is free.
    private var key0: BagKey?
    private var value0: Element?

    private var pairs: [(key: BagKey, value: Element)] = []

    init() {}

    /// Adds `element`; the returned key removes it.
    mutating func insert(_ element: Element) -> BagKey {
        let key = nextKey
        nextKey = BagKey(rawValue: nextKey.rawValue &+ 1)
        // TODO(6.4): the slot.
        pairs.append((key, element))
        return key
    }

    /// How many elements the bag holds.
    var count: Int {
        // TODO(6.4): the slot.
        pairs.count
    }

    /// Removes everything.
    mutating func removeAll() {
        // TODO(6.4): the slot.
        pairs.removeAll()
    }

    /// Removes and returns the element inserted under `key`, or nil if it is gone already.
    @discardableResult
    mutating func removeKey(_ key: BagKey) -> Element? {
        // TODO(6.4): the slot.
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            return pairs.remove(at: index).value
        }
        return nil
    }

    /// Calls `action` with each element: the slot first, then the others in insertion order.
    func forEach(_ action: (Element) -> Void) {
        // TODO(6.4): the slot.
        for pair in pairs { action(pair.value) }
    }
}

/// Sends `event` to every observer in `bag`, in the bag's order (RxSwift's Bag+Rx.swift).
func dispatch<Element>(_ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>) {
    // TODO(6.4)
}
