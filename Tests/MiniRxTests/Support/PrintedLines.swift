import Testing

/// The lines an exit test's child process printed to standard output (needs
/// `observing: [\.standardOutputContent]`), without empty ones.
func printedLines(of result: ExitTest.Result?) -> [String] {
    let text = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    return text.split(separator: "\n").map(String.init)
}
