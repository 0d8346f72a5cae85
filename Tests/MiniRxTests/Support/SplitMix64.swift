// A tiny seeded pseudo-random generator for the tests that draw random cases (the reliability
// scenarios, the marble round trip): the same seed always gives the same case, so a failure can
// be replayed from its seed alone.

/// SplitMix64 (Steele, Lea and Flood): one 64-bit state, advanced by a fixed odd constant and
/// mixed. Good enough to spread test cases; small enough to own.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`. The small modulo bias does not matter here.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...(choices.count - 1))]
    }
}
