import MiniRx

/// Marble diagrams: timelines written as text, one character per frame of virtual time.
///
///     --a--b--(cd)--|      events: a, b, then c and d at the same instant, then completed
///     ^-----------!        a subscription: made at frame 0, disposed at frame 12
///
/// | text   | meaning |
/// |--------|---------|
/// | `-`    | one frame in which nothing happens |
/// | `a`    | a `next` event: the value stands for the symbol (see below) |
/// | `\|`   | `completed` |
/// | `#`    | `error` |
/// | `(ab)` | several events in ONE frame, in order; the group takes one frame of time, however wide |
/// | `^`    | subscribe (on a subscription line); on a hot events line, the frame of "now" (see below) |
/// | `!`    | unsubscribe (dispose) |
/// | space  | nothing at all: spaces only align lines and take no time |
///
/// Every other single character is a value symbol. Frame `n` is at time `origin + n × scale`.
///
/// Writing a test observable (`TestScheduler.createHotObservable(marbles:values:)` and
/// `createColdObservable(marbles:values:)`), `values` maps symbols to elements; without it the
/// elements are the symbols themselves, as `String`s. A hot line is in absolute time: frame 0
/// is time 0, unless the line has a `^`, whose frame is then `TestScheduler.Defaults.subscribed`
/// (200, when `start` subscribes) — `"-a-^-b-|"` sends `a` at 180, `b` at 220, completes at 240.
/// A cold line is in time since subscription: frame 0 is 0, and `^` is not allowed.
///
/// Rendering recorded events (`MarbleDiagram`) writes the whole picture, with a ruler, a legend
/// for values that are not a single plain character, the errors' texts, and the scale. Here
/// the Strings "a", "42", "hello" and "b", then an error; a frame holding a group is as wide as
/// the group on every line, so the lines stay aligned:
///
///     time    200       300
///             |    .    |    .
///     events  -a---c------------(db)#
///     sub     ^------------------   !
///     legend  c = 42
///     legend  d = hello
///     error   # = boom
///     scale   1 frame = 10 ticks, first frame at 200
///
/// `MarbleDiagram(parsing:)` reads that text back: parsing a rendered diagram gives the same
/// events and subscriptions (errors come back as `MarbleError`s printing the same text).
public enum Marbles {
    /// Characters with a meaning of their own; a value printed as one of them needs the legend.
    public static let reservedCharacters: Set<Character> = ["-", "|", "#", "(", ")", "^", "!", " "]

    /// The events written in `marbles`: frame `n` at `origin + n × scale`, or, when the line
    /// has a `^`, at `origin + (n − frame of ^) × scale`. Symbols map to elements through
    /// `values`; every `#` is `error`.
    public static func events<Element>(
        _ marbles: String, values: [Character: Element],
        error: Swift.Error = MarbleError("error"),
        scale: TestTime = 10, origin: TestTime = 0
    ) throws -> [Recorded<Event<Element>>] {
        let line = try MarbleLine(marbles)
        if line.unsubscribeFrame != nil {
            throw MarbleSyntaxError("`!` (unsubscribe) belongs on a subscription line", in: marbles)
        }
        let anchor = line.subscribeFrame ?? 0
        var events: [Recorded<Event<Element>>] = []
        for (frame, items) in line.frames {
            let time = origin + (frame - anchor) * scale
            for item in items {
                switch item {
                case .completed:
                    events.append(.completed(time))
                case .error:
                    events.append(.error(time, error))
                case .value(let symbol, let column):
                    guard let value = values[symbol] else {
                        throw MarbleSyntaxError(
                            "no value for symbol `\(symbol)`", in: marbles, column: column)
                    }
                    events.append(.next(time, value))
                }
            }
        }
        return events
    }

    /// `events(_:values:error:scale:origin:)` where each symbol stands for itself, as a String.
    public static func events(
        _ marbles: String, error: Swift.Error = MarbleError("error"),
        scale: TestTime = 10, origin: TestTime = 0
    ) throws -> [Recorded<Event<String>>] {
        let symbols = marbles.filter { !reservedCharacters.contains($0) }
        let values = Dictionary(symbols.map { ($0, String($0)) }, uniquingKeysWith: { a, _ in a })
        return try events(marbles, values: values, error: error, scale: scale, origin: origin)
    }

    /// The subscription drawn in `marbles` (`--^---!`): subscribed at the frame of `^`, disposed
    /// at the frame of `!` (never, printed `Infinity`, without one). `(^!)` is both at once.
    public static func subscription(_ marbles: String, scale: TestTime = 10, origin: TestTime = 0)
        throws -> Subscription
    {
        let line = try MarbleLine(marbles)
        if let column = line.frames.flatMap(\.items).first?.column {
            throw MarbleSyntaxError(
                "a subscription line holds only `-`, `^` and `!`", in: marbles, column: column)
        }
        guard let subscribe = line.subscribeFrame else {
            throw MarbleSyntaxError("a subscription line needs a `^`", in: marbles)
        }
        guard let unsubscribe = line.unsubscribeFrame else {
            return Subscription(origin + subscribe * scale)
        }
        return Subscription(origin + subscribe * scale, origin + unsubscribe * scale)
    }
}

/// The error a `#` stands for when no other is given, and what a parsed diagram's errors
/// become: it prints exactly its text, so it equals (by RxTest's rule) the error it was
/// rendered from.
public struct MarbleError: Swift.Error, Equatable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public var description: String { text }
    public var debugDescription: String { text }
}

/// Marble text that does not follow the syntax, with where and why.
public struct MarbleSyntaxError: Swift.Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The marble text or diagram line it was found in.
    public let text: String
    /// 1-based character position in `text`, when one place is to blame.
    public let column: Int?

    init(_ message: String, in text: String, column: Int? = nil) {
        self.message = message
        self.text = text
        self.column = column
    }

    public var description: String {
        let place = column.map { " at column \($0)" } ?? ""
        return "marble syntax: \(message)\(place) in \"\(text)\""
    }
}

/// One line of marble text, split into frames. Value symbols are kept as symbols: what they
/// stand for is the caller's business.
struct MarbleLine {
    enum Item {
        case value(Character, column: Int)
        case completed(column: Int)
        case error(column: Int)

        var column: Int {
            switch self {
            case .value(_, let column), .completed(let column), .error(let column): return column
            }
        }
    }

    /// The frames that hold events, in order, with their events in order.
    private(set) var frames: [(frame: Int, items: [Item])] = []
    private(set) var subscribeFrame: Int?
    private(set) var unsubscribeFrame: Int?
    /// How many frames the line spans.
    private(set) var frameCount = 0

    init(_ text: String) throws {
        var group: (column: Int, items: [Item], markers: [Character])?
        for (offset, character) in text.enumerated() {
            let column = offset + 1
            switch character {
            case " ":
                continue
            case "(":
                if group != nil {
                    throw MarbleSyntaxError("groups cannot nest", in: text, column: column)
                }
                group = (column, [], [])
            case ")":
                guard let open = group else {
                    throw MarbleSyntaxError("`)` without `(`", in: text, column: column)
                }
                if open.items.isEmpty && open.markers.isEmpty {
                    throw MarbleSyntaxError("an empty group", in: text, column: open.column)
                }
                try close(frameItems: open.items, markers: open.markers, text: text, column: column)
                group = nil
            case "-":
                if group != nil {
                    throw MarbleSyntaxError("`-` inside a group", in: text, column: column)
                }
                frameCount += 1
            case "^", "!":
                if group != nil {
                    group!.markers.append(character)
                } else {
                    try close(frameItems: [], markers: [character], text: text, column: column)
                }
            default:
                let item: Item
                switch character {
                case "|": item = .completed(column: column)
                case "#": item = .error(column: column)
                default:
                    if character.isWhitespace {
                        throw MarbleSyntaxError(
                            "only spaces may be used for alignment", in: text, column: column)
                    }
                    item = .value(character, column: column)
                }
                if group != nil {
                    group!.items.append(item)
                } else {
                    try close(frameItems: [item], markers: [], text: text, column: column)
                }
            }
        }
        if let open = group {
            throw MarbleSyntaxError("`(` is never closed", in: text, column: open.column)
        }
    }

    /// Ends the current frame, holding `frameItems` and the `^`/`!` `markers`.
    private mutating func close(
        frameItems: [Item], markers: [Character], text: String, column: Int
    ) throws {
        let frame = frameCount
        frameCount += 1
        if !frameItems.isEmpty { frames.append((frame, frameItems)) }
        for marker in markers {
            if marker == "^" {
                if subscribeFrame != nil {
                    throw MarbleSyntaxError("a line has at most one `^`", in: text, column: column)
                }
                subscribeFrame = frame
            } else {
                if unsubscribeFrame != nil {
                    throw MarbleSyntaxError("a line has at most one `!`", in: text, column: column)
                }
                guard subscribeFrame != nil else {
                    throw MarbleSyntaxError("`!` before `^`", in: text, column: column)
                }
                unsubscribeFrame = frame
            }
        }
    }
}
