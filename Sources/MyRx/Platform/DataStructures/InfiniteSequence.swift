// Stage 12.3 writes this file. The sequence `retry()` walks: the source, again and again.

/// A sequence that gives `repeatedValue` forever.
struct InfiniteSequence<Element>: Sequence {
    typealias Iterator = AnyIterator<Element>

    private let repeatedValue: Element

    init(repeatedValue: Element) {
        self.repeatedValue = repeatedValue
    }

    func makeIterator() -> Iterator {
        // TODO(12.3): an iterator whose next() is always repeatedValue.
        AnyIterator { nil }
    }
}
