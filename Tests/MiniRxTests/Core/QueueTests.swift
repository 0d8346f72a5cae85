@testable import MiniRx
import Testing

/// The FIFO queue behind the trampoline, merge(maxConcurrent:), concat, observe(on:) and delay.
@Suite("Queue")
struct QueueTests {
    final class Box {}

    @Test("elements come out in the order they went in, also when added between takes")
    func firstInFirstOut() {
        var queue = Queue<Int>()
        queue.enqueue(1)
        queue.enqueue(2)
        #expect(queue.dequeue() == 1)
        queue.enqueue(3)
        #expect(queue.dequeue() == 2)
        #expect(queue.dequeue() == 3)
        #expect(queue.dequeue() == nil)
        #expect(queue.isEmpty)
    }

    @Test("a queue emptied by taking is used again from the front")
    func reusedAfterDraining() {
        var queue = Queue<String>()
        for round in 0..<3 {
            queue.enqueue("a\(round)")
            #expect(queue.dequeue() == "a\(round)")
            #expect(queue.isEmpty)
            // Each round went into the one slot the first round made.
            #expect(queue.storage.count == 1)
        }
        queue.enqueue("b")
        queue.enqueue("c")
        #expect(queue.dequeue() == "b")
        #expect(queue.dequeue() == "c")
        // "b" took the first slot again, so only "c" needed a new one.
        #expect(queue.storage.count == 2)
    }

    @Test("peek shows the oldest and leaves it; removeAll drops everything")
    func peekAndRemoveAll() {
        var queue = Queue<Int>()
        #expect(queue.peek() == nil)
        queue.enqueue(7)
        queue.enqueue(8)
        #expect(queue.peek() == 7)
        #expect(queue.dequeue() == 7)
        #expect(queue.peek() == 8)
        queue.removeAll()
        #expect(queue.isEmpty && queue.peek() == nil && queue.dequeue() == nil)
        queue.enqueue(9)
        #expect(queue.dequeue() == 9)
    }

    @Test("a taken element is no longer held by the queue")
    func takenElementIsReleased() {
        var queue = Queue<Box>()
        weak var taken: Box?
        do {
            let box = Box()
            taken = box
            queue.enqueue(box)
            queue.enqueue(Box())
        }
        _ = queue.dequeue()
        #expect(taken == nil)
        #expect(!queue.isEmpty)
    }

    @Test("a queue that never drains keeps its storage bounded and its order")
    func neverDrainingQueueStaysSmall() {
        // Three elements always wait, as when synchronous sources take turns on the trampoline:
        // without compacting, the storage would grow by one slot for every element passed.
        var queue = Queue<Int>()
        for value in 0..<3 { queue.enqueue(value) }
        var taken: [Int] = []
        for value in 3..<10_000 {
            queue.enqueue(value)
            taken.append(queue.dequeue()!)
        }
        while let value = queue.dequeue() { taken.append(value) }
        #expect(taken == Array(0..<10_000))
        #expect(queue.storage.count <= 100)
    }
}
