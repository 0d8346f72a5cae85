/// The key a `Bag` hands out for each insert; it takes that element out again.
package struct BagKey: Hashable {
    fileprivate let rawValue: UInt64
}

/// The collection subjects keep their observers in (and `CompositeDisposable` its disposables),
/// laid out like RxSwift's `Bag` because the layout decides the order they are called in:
///
/// - the first element goes into a single slot (`key0`/`value0`), which is delivered first;
/// - the next ones are appended to a small array (`pairs`), delivered in order after the slot;
/// - beyond `arrayMaxSize` they go to an overflow store, delivered last.
///
/// So the order is subscription order only until someone leaves: when the slot's observer
/// unsubscribes, the next subscriber takes the empty slot and is called before everyone else.
///
/// It is a value type on purpose: a subject copies its bag before delivering an event, and
/// delivers to that snapshot, so observers that join or leave during delivery do not change
/// who receives the event being delivered.
///
/// `package` so that MiniRxTest's hot observable can keep its observers in one too, as RxTest's
/// does: it then calls them in the same order as a subject does.
package struct Bag<Element> {
    /// How many elements the array holds before the overflow store is used (RxSwift's value).
    static var arrayMaxSize: Int { 30 }

    private var nextKey = BagKey(rawValue: 0)

    // The fast slot, used by the first insert (and again whenever it is free).
    private var key0: BagKey?
    fileprivate var value0: Element?

    fileprivate var pairs: [(key: BagKey, value: Element)] = []

    // RxSwift uses a Dictionary here, whose iteration order is unspecified (it varies from run to
    // run). MiniRx must be deterministic, so it keeps the overflow in insertion order instead.
    fileprivate var overflow: [(key: BagKey, value: Element)]?

    // False once anything went beyond the slot; like RxSwift, never reset.
    fileprivate var onlyFastPath = true

    package init() {}

    /// Adds `element`; the returned key removes it.
    package mutating func insert(_ element: Element) -> BagKey {
        let key = nextKey
        nextKey = BagKey(rawValue: nextKey.rawValue &+ 1)

        if key0 == nil {
            key0 = key
            value0 = element
            return key
        }

        onlyFastPath = false

        if overflow != nil {
            overflow!.append((key, element))
            return key
        }

        if pairs.count < Bag.arrayMaxSize {
            pairs.append((key, element))
            return key
        }

        overflow = [(key, element)]
        return key
    }

    /// The number of elements held.
    var count: Int {
        pairs.count + (value0 != nil ? 1 : 0) + (overflow?.count ?? 0)
    }

    /// Removes everything. The overflow store, once created, stays (empty), as in RxSwift.
    mutating func removeAll() {
        key0 = nil
        value0 = nil
        pairs.removeAll(keepingCapacity: false)
        overflow?.removeAll(keepingCapacity: false)
    }

    /// Removes the element inserted under `key`, returning it (nil if it is gone already).
    @discardableResult
    package mutating func removeKey(_ key: BagKey) -> Element? {
        if key0 == key {
            key0 = nil
            let value = value0
            value0 = nil
            return value
        }

        if let index = overflow?.firstIndex(where: { $0.key == key }) {
            return overflow!.remove(at: index).value
        }

        if let index = pairs.firstIndex(where: { $0.key == key }) {
            return pairs.remove(at: index).value
        }

        return nil
    }

    /// Calls `action` for each element in delivery order: slot, array, overflow.
    package func forEach(_ action: (Element) -> Void) {
        if let value0 { action(value0) }
        if onlyFastPath { return }
        for pair in pairs { action(pair.value) }
        if let overflow {
            for entry in overflow { action(entry.value) }
        }
    }
}

/// Sends `event` to every observer in `bag` (a snapshot the caller took), in delivery order.
/// Subjects keep each observer as its `on` method, as RxSwift does.
func dispatch<Element>(_ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>) {
    bag.value0?(event)
    if bag.onlyFastPath { return }
    for pair in bag.pairs { pair.value(event) }
    if let overflow = bag.overflow {
        for entry in overflow { entry.value(event) }
    }
}
