/// A first-in, first-out queue: the trampoline's, and that of every operator whose events or
/// work wait their turn.
///
/// `Array.removeFirst()` shifts every remaining element, so taking the oldest costs O(n). This
/// keeps the index of the oldest instead: taking it is O(1), and once everything has been taken
/// the queue starts again at the front of the same storage. A taken slot is emptied at once
/// (as RxSwift's `Queue` does), so the queue never keeps alive what it has handed out.
struct Queue<Element> {
    // The elements waiting are `storage[head..<tail]`; every other slot holds nil.
    private var storage: [Element?] = []
    private var head = 0
    private var tail = 0

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
