import MiniRx
import Testing

/// Runs `body`, then checks that the number of live MiniRx objects (`Resources.total`) is what
/// it was before. A failure is reported at the caller's line, naming `name` if given.
func expectNoLeak(
    _ name: String? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
    let before = Resources.total
    body()
    #expect(
        Resources.total == before,
        "\(name.map { "\($0) " } ?? "")left \(Resources.total - before) objects alive",
        sourceLocation: sourceLocation)
}
