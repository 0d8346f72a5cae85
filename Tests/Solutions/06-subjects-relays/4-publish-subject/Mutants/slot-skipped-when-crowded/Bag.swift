// Mutant: forEach calls the slot only while the bag holds nothing else (breaks: each event goes to every observer subscribed when it arrives)
// Stage 6.4 writes this file. The container a subject keeps its observers in, in RxSwift's
// order: a slot first, then the others in insertion order.

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
        if key0 == nil {
            key0 = key
            value0 = element
        } else {
            pairs.append((key, element))
        }
        return key
    }

    /// How many elements the bag holds.
    var count: Int {
        pairs.count + (value0 != nil ? 1 : 0)
    }

    /// Removes everything.
    mutating func removeAll() {
        key0 = nil
        value0 = nil
        pairs.removeAll()
    }

    /// Removes and returns the element inserted under `key`, or nil if it is gone already.
    @discardableResult
    mutating func removeKey(_ key: BagKey) -> Element? {
        if key0 == key {
            key0 = nil
            let value = value0
            value0 = nil
            return value
        }
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            return pairs.remove(at: index).value
        }
        return nil
    }

    /// Calls `action` with each element: the slot first, then the others in insertion order.
    func forEach(_ action: (Element) -> Void) {
        if let value0, pairs.isEmpty { action(value0) }
        for pair in pairs { action(pair.value) }
    }
}

/// Sends `event` to every observer in `bag`, in the bag's order (RxSwift's Bag+Rx.swift).
func dispatch<Element>(_ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>) {
    bag.forEach { on in on(event) }
}
