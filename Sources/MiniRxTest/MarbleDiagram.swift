import MiniRx

/// Recorded events and subscriptions drawn as a marble diagram (syntax: see `Marbles`).
///
///     let diagram = MarbleDiagram(events: observer.events, subscriptions: xs.subscriptions)
///     print(diagram)
///
/// One frame is `scale` ticks and the first frame is at `origin`. Left out, they are chosen to
/// fit: the scale is the largest step that puts every time on a frame, and the origin is the
/// first time, moved back to a ruler mark (every 10 frames) when that keeps times on frames.
/// Events are drawn in time order; events at one time keep their order, in a `(…)` group.
public struct MarbleDiagram<Element>: CustomStringConvertible {
    public var events: [Recorded<Event<Element>>]
    public var subscriptions: [Subscription]
    /// Ticks per frame.
    public var scale: TestTime
    /// The time of the first frame.
    public var origin: TestTime

    public init(
        events: [Recorded<Event<Element>>], subscriptions: [Subscription] = [],
        scale: TestTime? = nil, origin: TestTime? = nil
    ) {
        self.events = events
        self.subscriptions = subscriptions
        let times = events.map(\.time)
            + subscriptions.flatMap { [$0.subscribe, $0.unsubscribe] }.filter { $0 != Int.max }
        let fitted = MarbleDiagram.fit(times: times, scale: scale, origin: origin)
        self.scale = fitted.scale
        self.origin = fitted.origin
        for time in times where time < self.origin || (time - self.origin) % self.scale != 0 {
            preconditionFailure(
                "MarbleDiagram: time \(time) is not on a frame of \(self.scale) ticks from \(self.origin)")
        }
    }

    /// The diagram as text.
    public var description: String { render() }

    /// The diagram as text: ruler, events, one line per subscription, legend, errors, scale.
    public func render() -> String {
        let ordered = events.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        let frameOf = { (time: TestTime) in (time - origin) / scale }

        // Which symbol draws each value: itself when it is one plain character, else a letter
        // from the legend that no plain value uses.
        let texts = ordered.compactMap { $0.value.element.map { String(describing: $0) } }
        let plain = Set(texts.filter(MarbleDiagram.isPlain).map { $0.first! })
        var pool = MarbleDiagram.legendSymbols.lazy.filter { !plain.contains($0) }.makeIterator()
        var symbolOf: [String: Character] = [:]
        var legend: [(Character, String)] = []
        for text in texts where symbolOf[text] == nil {
            if MarbleDiagram.isPlain(text) {
                symbolOf[text] = text.first!
            } else {
                let symbol = pool.next()!
                symbolOf[text] = symbol
                legend.append((symbol, text))
            }
        }

        // The events line, frame by frame.
        var eventTokens: [Int: String] = [:]
        var frameSymbols: [Int: [Character]] = [:]
        var errorTexts: [String] = []
        for recorded in ordered {
            let symbol: Character
            switch recorded.value {
            case .next(let element): symbol = symbolOf[String(describing: element)]!
            case .completed: symbol = "|"
            case .error(let error):
                symbol = "#"
                errorTexts.append("\(error)")
            }
            frameSymbols[frameOf(recorded.time), default: []].append(symbol)
        }
        for (frame, symbols) in frameSymbols {
            eventTokens[frame] = symbols.count == 1 ? String(symbols) : "(" + String(symbols) + ")"
        }

        // One line per subscription: `^` to `!`, or on to the end while still open.
        let lastEventFrame = eventTokens.keys.max() ?? -1
        let lastFrame = max(
            lastEventFrame,
            subscriptions.map { frameOf($0.unsubscribe == Int.max ? $0.subscribe : $0.unsubscribe) }
                .max() ?? -1, 0)
        let subscriptionTokens: [[Int: String]] = subscriptions.map { subscription in
            let start = frameOf(subscription.subscribe)
            let end = subscription.unsubscribe == Int.max ? nil : frameOf(subscription.unsubscribe)
            var tokens: [Int: String] = [:]
            for frame in 0...(end ?? lastFrame) {
                if frame == start && frame == end {
                    tokens[frame] = "(^!)"
                } else if frame == start {
                    tokens[frame] = "^"
                } else if frame == end {
                    tokens[frame] = "!"
                } else {
                    tokens[frame] = "-"
                }
            }
            return tokens
        }

        // Every line gives each frame the same width, so the lines and the ruler stay aligned
        // when a group makes one frame wider.
        let lines = [eventTokens] + subscriptionTokens
        let widths = (0...lastFrame).map { frame in
            lines.map { $0[frame]?.count ?? 1 }.max()!
        }
        // Trailing spaces are left for `tagged` to trim, with the rest of the line.
        func draw(_ tokens: [Int: String], fillUpTo last: Int) -> String {
            var text = ""
            // Empty when `last` is below 0: an events line with no events.
            for frame in stride(from: 0, through: last, by: 1) {
                let token = tokens[frame] ?? "-"
                text += token + String(repeating: " ", count: widths[frame] - token.count)
            }
            return text
        }

        var output: [String] = []
        let (labels, ticks) = ruler(widths: widths)
        output.append(MarbleDiagram.tagged("time", labels))
        output.append(MarbleDiagram.tagged("", ticks))
        output.append(MarbleDiagram.tagged("events", draw(eventTokens, fillUpTo: lastEventFrame)))
        for tokens in subscriptionTokens {
            output.append(MarbleDiagram.tagged("sub", draw(tokens, fillUpTo: tokens.keys.max()!)))
        }
        for (symbol, text) in legend {
            output.append(
                MarbleDiagram.tagged(
                    "legend", "\(symbol) = \(MarbleDiagram.escape(text))", trimmed: false))
        }
        // One text for every `#` when they agree, else one per `#` in order.
        let errorLines = Set(errorTexts).count == 1 ? [errorTexts[0]] : errorTexts
        for text in errorLines {
            output.append(
                MarbleDiagram.tagged("error", "# = \(MarbleDiagram.escape(text))", trimmed: false))
        }
        let unit = scale == 1 ? "tick" : "ticks"
        output.append(
            MarbleDiagram.tagged("scale", "1 frame = \(scale) \(unit), first frame at \(origin)"))
        return output.joined(separator: "\n")
    }

    /// Two ruler rows: the time at every 10th frame (left out where it would overlap the one
    /// before), and `|` at every 10th frame, `.` at every 5th. `tagged` trims trailing spaces.
    private func ruler(widths: [Int]) -> (labels: String, ticks: String) {
        var labels = ""
        var ticks = ""
        var column = 0
        for (frame, width) in widths.enumerated() {
            if frame % 10 == 0 {
                let label = String(origin + frame * scale)
                if labels.count < column || (labels.isEmpty && column == 0) {
                    labels += String(repeating: " ", count: column - labels.count) + label
                }
            }
            ticks += frame % 10 == 0 ? "|" : frame % 5 == 0 ? "." : " "
            ticks += String(repeating: " ", count: width - 1)
            column += width
        }
        return (labels, ticks)
    }

    // MARK: Choosing the scale and origin

    private static func fit(times: [TestTime], scale: TestTime?, origin: TestTime?)
        -> (scale: TestTime, origin: TestTime)
    {
        if let scale { precondition(scale > 0, "MarbleDiagram: the scale must be positive") }
        guard let first = times.min() else { return (scale ?? 10, origin ?? 0) }
        if let origin {
            let step = scale ?? times.reduce(0) { gcd($0, $1 - origin) }
            return (step == 0 ? 10 : step, origin)
        }
        var step = scale ?? times.reduce(0) { gcd($0, $1 - first) }
        if step == 0 { step = first % 10 == 0 ? 10 : 1 }
        // Start at a ruler mark when every time stays on a frame from there.
        guard first % step == 0 else { return (step, first) }
        let mark = 10 * step
        let floored = first >= 0 ? first / mark * mark : -((-first + mark - 1) / mark * mark)
        return (step, floored)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    // MARK: Shared with parsing

    /// Symbols the legend hands out, in order: ASCII letters, then Greek, then as many CJK
    /// ideographs as a diagram could need.
    static var legendSymbols: some Sequence<Character> {
        let ranges: [ClosedRange<UInt32>] = [0x61...0x7A, 0x41...0x5A, 0x3B1...0x3C9, 0x4E00...0x9FFF]
        return ranges.lazy.flatMap { $0 }.compactMap(Unicode.Scalar.init).map(Character.init)
    }

    /// A value drawn as itself: one Unicode scalar with no meaning of its own, that cannot
    /// merge with the characters around it into one grapheme (a combining mark, a regional
    /// indicator, an emoji modifier or a Hangul jamo could).
    static func isPlain(_ text: String) -> Bool {
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
            return false
        }
        if Marbles.reservedCharacters.contains(Character(scalar))
            || scalar.properties.isWhitespace || scalar.properties.isGraphemeExtend
        {
            return false
        }
        switch scalar.value {
        case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x1100...0x11FF, 0xA960...0xA97F,
            0xD7B0...0xD7FF:
            return false
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate,
            .unassigned, .privateUse, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }

    static var tagWidth: Int { 8 }

    /// `content` after `tag` padded to the tag column. Drawn lines lose trailing spaces;
    /// legend and error lines keep them, as they are part of the text.
    static func tagged(_ tag: String, _ content: String, trimmed: Bool = true) -> String {
        let line = tag + String(repeating: " ", count: tagWidth - tag.count) + content
        guard trimmed else { return line }
        return String(line.reversed().drop(while: { $0 == " " }).reversed())
    }

    /// Legend texts stay on one line: backslash, newline and carriage return are escaped.
    /// Works on Unicode scalars, so a combining mark after a newline stays put.
    static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": escaped.append(contentsOf: "\\n".unicodeScalars)
            case "\r": escaped.append(contentsOf: "\\r".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    static func unescape(_ text: String, line: String) throws -> String {
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "\\": result.append("\\")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default:
                    throw MarbleSyntaxError("unknown escape `\\\(scalar)`", in: line)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        if escaping { throw MarbleSyntaxError("a `\\` ends the line", in: line) }
        return String(result)
    }
}
