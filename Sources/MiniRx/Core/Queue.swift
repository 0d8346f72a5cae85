/// A first-in, first-out queue: the trampoline's, and that of every operator whose events or
/// work wait their turn.
///
/// `Array.removeFirst()` shifts every remaining element, so taking the oldest costs O(n). This
/// keeps the index of the oldest instead: taking it is O(1), and once everything has been taken
/// the queue starts again at the front of the same storage; a queue that never drains is
/// compacted instead. A taken slot is emptied at once (as RxSwift's `Queue` does), so the queue
/// never keeps alive what it has handed out.
struct Queue<Element> {
    // The elements waiting are `storage[head..<tail]`; every other slot holds nil. Readable
    // (not writable) from outside so that tests can see how much storage the queue keeps.
    private(set) var storage: [Element?] = []
    private var head = 0
    private var tail = 0

    /// Taken slots at the front worth moving the rest for; below this, compacting costs more
    /// than the few empty slots it frees.
    private static var slotsWorthCompacting: Int { 32 }

    init() {}

    var isEmpty: Bool { head == tail }

    /// Adds `element` behind the others.
    mutating func enqueue(_ element: Element) {
        if tail == storage.count {
            storage.append(element)
        } else {
            storage[tail] = element
        }
        tail += 1
    }

    /// Takes the oldest element out, or returns nil if there is none.
    mutating func dequeue() -> Element? {
        guard head < tail else { return nil }
        let element = storage[head].take()
        head += 1
        if head == tail {
            // Everything has been taken: the next element goes to the front again, so a queue
            // that holds one element at a time reuses one slot instead of growing.
            head = 0
            tail = 0
        } else if head >= Self.slotsWorthCompacting && head * 2 >= tail {
            // A queue that never drains (two synchronous sources taking turns on the trampoline)
            // would otherwise grow with every element that passes through it. Once at least half
            // of it is taken slots, move the waiting elements to the front: each element is
            // moved at most once per halving, so a dequeue stays O(1) on average.
            storage.removeSubrange(0..<head)
            tail -= head
            head = 0
        }
        return element
    }

    /// The oldest element, left in the queue; nil if there is none.
    func peek() -> Element? {
        isEmpty ? nil : storage[head]
    }

    /// Drops every element waiting, and the storage.
    mutating func removeAll() {
        storage.removeAll()
        head = 0
        tail = 0
    }
}
