import MiniRx

extension MarbleDiagram where Element: LosslessStringConvertible {
    /// Reads a diagram written by `render()` (or by hand, in the same form) back into events
    /// and subscriptions. Each line starts with its tag: `events` (at most one), `sub` (one per
    /// subscription), `legend` (`a = text`), `error` (`# = text`: one for every `#`, or one per
    /// `#` in order), `scale` (`1 frame = 10 ticks, first frame at 200`; without it, 10 and 0).
    /// `time` lines, lines starting with a space (the ruler) and empty lines are skipped.
    ///
    /// Values are read with `Element(text)`, where `text` is the symbol's legend entry or the
    /// symbol itself. Errors come back as `MarbleError`s printing their text.
    public init(parsing diagram: String) throws {
        var eventsLine: String?
        var subscriptionLines: [String] = []
        var legend: [Character: String] = [:]
        var errorTexts: [String] = []
        var scale: TestTime = 10
        var origin: TestTime = 0

        for line in diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard let first = line.first, first != " " else { continue }
            let tag = String(line.prefix { $0 != " " })
            let content = String(line.dropFirst(tag.count))
            let entry = String(content.drop { $0 == " " })
            switch tag {
            case "time":
                continue
            case "events":
                if eventsLine != nil {
                    throw MarbleSyntaxError("a diagram has one `events` line", in: line)
                }
                eventsLine = line
            case "sub":
                subscriptionLines.append(line)
            case "legend":
                let (symbol, text) = try Self.entry(entry, line: line)
                if legend[symbol] != nil {
                    throw MarbleSyntaxError("`\(symbol)` is in the legend twice", in: line)
                }
                legend[symbol] = text
            case "error":
                let (symbol, text) = try Self.entry(entry, line: line)
                if symbol != "#" {
                    throw MarbleSyntaxError("an `error` line reads `# = text`", in: line)
                }
                errorTexts.append(text)
            case "scale":
                (scale, origin) = try Self.scale(entry, line: line)
            default:
                throw MarbleSyntaxError("unknown line tag `\(tag)`", in: line)
            }
        }

        var events: [Recorded<Event<Element>>] = []
        if let line = eventsLine {
            // Columns in messages count from the start of the diagram line.
            let marbles = Self.blankingTag(line)
            let parsed = try Self.locating(in: line) { try MarbleLine(marbles) }
            if parsed.subscribeFrame != nil || parsed.unsubscribeFrame != nil {
                throw MarbleSyntaxError("`^` and `!` belong on `sub` lines", in: line)
            }
            let items = parsed.frames.flatMap { frame in frame.items.map { (frame.frame, $0) } }
            let errorCount = items.filter { if case .error = $0.1 { true } else { false } }.count
            if errorTexts.count > 1 && errorTexts.count != errorCount {
                throw MarbleSyntaxError(
                    "\(errorTexts.count) `error` lines for \(errorCount) `#`", in: line)
            }
            var errorIndex = 0
            for (frame, item) in items {
                let time = origin + frame * scale
                switch item {
                case .completed:
                    events.append(.completed(time))
                case .error:
                    let text =
                        errorTexts.isEmpty
                        ? "error" : errorTexts[errorTexts.count == 1 ? 0 : errorIndex]
                    errorIndex += 1
                    events.append(.error(time, MarbleError(text)))
                case .value(let symbol, let column):
                    let text = legend[symbol] ?? String(symbol)
                    guard let value = Element(text) else {
                        throw MarbleSyntaxError(
                            "`\(text)` is not a \(Element.self)", in: line, column: column)
                    }
                    events.append(.next(time, value))
                }
            }
        }
        let subscriptions = try subscriptionLines.map { line in
            try Self.locating(in: line) {
                try Marbles.subscription(Self.blankingTag(line), scale: scale, origin: origin)
            }
        }
        self.init(events: events, subscriptions: subscriptions, scale: scale, origin: origin)
    }

    /// The line with its tag turned into spaces, which marble lines ignore.
    private static func blankingTag(_ line: String) -> String {
        let tag = line.prefix { $0 != " " }
        return String(repeating: " ", count: tag.count) + line.dropFirst(tag.count)
    }

    /// Runs `body`, reporting its syntax errors against the whole diagram `line`.
    private static func locating<T>(in line: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as MarbleSyntaxError {
            throw MarbleSyntaxError(error.message, in: line, column: error.column)
        }
    }

    /// `a = text` → (`a`, text). Read by Unicode scalars after the symbol, so a text starting
    /// with a combining mark does not merge into the space before it.
    private static func entry(_ entry: String, line: String) throws -> (Character, String) {
        guard let symbol = entry.first else {
            throw MarbleSyntaxError("expected `symbol = text`", in: line)
        }
        let rest = entry.unicodeScalars.dropFirst(symbol.unicodeScalars.count)
        let separator = " =".unicodeScalars
        guard rest.starts(with: separator) else {
            throw MarbleSyntaxError("expected `\(symbol) = text`", in: line)
        }
        var text = rest.dropFirst(separator.count)
        if text.first == " " { text = text.dropFirst() }
        return (symbol, try unescape(String(String.UnicodeScalarView(text)), line: line))
    }

    /// `1 frame = 10 ticks, first frame at 200` → (10, 200).
    private static func scale(_ entry: String, line: String) throws -> (TestTime, TestTime) {
        let words = entry.split(separator: " ")
        guard words.count == 9, words[0] == "1", words[1] == "frame", words[2] == "=",
            let scale = TestTime(words[3]), scale > 0,
            words[4] == "ticks," || words[4] == "tick,", words[5] == "first", words[6] == "frame",
            words[7] == "at", let origin = TestTime(words[8])
        else {
            throw MarbleSyntaxError(
                "expected `scale   1 frame = N ticks, first frame at T`", in: line)
        }
        return (scale, origin)
    }
}
