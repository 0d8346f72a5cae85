// What of a library file its module's public interface can depend on. A check compiles the
// learner's library objects on every edit, but emits its module (and so reads its interface)
// only when a file's declarations changed: an edit inside a function body leaves them as they
// were, and emitting the module is most of the time an edit costs (LibraryStages.swift).

/// `text` without its comments, its runs of blanks, and the insides of its function bodies
/// (`func`, `init`, `deinit`): two versions of a file with the same skeleton differ only where no
/// module interface looks. nil when that cannot be told from the text: a declaration whose body
/// is part of the interface (`@inlinable` and its kind), a raw string or regex literal, or braces
/// that do not pair; then every edit of the file counts as a change of its declarations.
func declarationSkeleton(of text: String) -> String? {
    let bodiesInInterface = ["@inlinable", "@_transparent", "@_alwaysEmitIntoClient", "@backDeployed", "@_backDeploy"]
    if bodiesInInterface.contains(where: text.contains) { return nil }
    var reader = SkeletonReader(Array(text.utf8))
    guard reader.read(until: nil) else { return nil }
    return String(decoding: reader.skeleton, as: UTF8.self)
}

/// Reads Swift source byte by byte, well enough to tell comments, string literals, words and
/// brackets apart; writes the skeleton as it goes.
private struct SkeletonReader {
    let bytes: [UInt8]
    var position = 0
    var skeleton: [UInt8] = []
    /// Whether the last word read began a function-like declaration whose body, the next `{` at
    /// the same depth of parentheses, is left out.
    var bodyComes = false
    var parentheses = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Words after which a `{` opens a body that no interface shows.
    static let bodyKeywords: Set<String> = ["func", "init", "deinit"]
    /// Words that start another declaration: a body expected after `func f()` never comes (a
    /// protocol's requirement), and the next `{` is theirs (`var x: Int { get }`).
    static let otherDeclarations: Set<String> = [
        "var", "let", "subscript", "case", "typealias", "associatedtype", "class", "struct", "enum", "protocol",
        "extension", "actor", "import", "operator", "precedencegroup", "macro",
    ]

    func byte(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Reads until `closing` (a `)`, `]` or `}` of this level), or to the end when nil.
    /// False when the text is not what this reader follows.
    mutating func read(until closing: UInt8?) -> Bool {
        while let current = byte() {
            switch current {
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while let next = byte(), next != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                guard skipBlockComment() else { return false }
            case UInt8(ascii: "\""):
                guard readString() else { return false }
            case UInt8(ascii: "#") where byte(1) == UInt8(ascii: "\"") || byte(1) == UInt8(ascii: "/"):
                return false
            case UInt8(ascii: "/") where isRegexStart():
                return false
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                while let next = byte(), [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(next) {
                    position += 1
                }
                skeleton.append(UInt8(ascii: " "))
            case UInt8(ascii: "("), UInt8(ascii: "["):
                skeleton.append(current)
                position += 1
                parentheses += 1
                guard read(until: current == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")) else { return false }
                parentheses -= 1
            case UInt8(ascii: "{"):
                position += 1
                if bodyComes, parentheses == 0 {
                    // A function body (not a closure in its parameters' default values): read it (its strings and comments may hold braces) and
                    // keep only that there is one.
                    bodyComes = false
                    let kept = skeleton.count
                    guard read(until: UInt8(ascii: "}")) else { return false }
                    skeleton.removeSubrange(kept...)
                    skeleton.append(contentsOf: Array("{}".utf8))
                } else {
                    // A type's or an extension's declarations, an accessor, a closure: read at a
                    // level of its own.
                    skeleton.append(current)
                    let outer = (bodyComes, parentheses)
                    (bodyComes, parentheses) = (false, 0)
                    guard read(until: UInt8(ascii: "}")) else { return false }
                    (bodyComes, parentheses) = outer
                    skeleton.append(UInt8(ascii: "}"))
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard current == closing else { return false }
                if current != UInt8(ascii: "}") { skeleton.append(current) }
                position += 1
                return true
            default:
                if isWordByte(current) {
                    let start = position
                    while let next = byte(), isWordByte(next) { position += 1 }
                    let word = String(decoding: bytes[start..<position], as: UTF8.self)
                    let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
                    if Self.bodyKeywords.contains(word), !afterDot, parentheses == 0 {
                        bodyComes = true
                    } else if Self.otherDeclarations.contains(word), !afterDot {
                        bodyComes = false
                    }
                    skeleton.append(contentsOf: bytes[start..<position])
                } else {
                    skeleton.append(current)
                    position += 1
                }
            }
        }
        return closing == nil
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A `/` that may open a regex literal: one not after a value (a word, a closing bracket,
    /// a literal), nor part of an operator (`/=`, `a / b` with blanks on both sides).
    func isRegexStart() -> Bool {
        guard let next = byte(1), next != UInt8(ascii: " "), next != UInt8(ascii: "="), next != UInt8(ascii: "\n") else {
            return false
        }
        var back = position - 1
        while back >= 0, bytes[back] == UInt8(ascii: " ") || bytes[back] == UInt8(ascii: "\t") { back -= 1 }
        guard back >= 0 else { return true }
        let before = bytes[back]
        return !(isWordByte(before) || [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\"")].contains(before))
    }

    /// Skips a `/* … */` comment, which may nest.
    mutating func skipBlockComment() -> Bool {
        var depth = 0
        while let current = byte() {
            if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return true }
            } else {
                position += 1
            }
        }
        return false
    }

    /// Reads a string literal, `"…"` or `"""…"""`, into the skeleton as it is, its interpolations
    /// (`\(…)`, code that may hold strings of its own) included.
    mutating func readString() -> Bool {
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        skeleton.append(contentsOf: bytes[position..<position + quotes])
        position += quotes
        while let current = byte() {
            if current == UInt8(ascii: "\\") {
                if byte(1) == UInt8(ascii: "(") {
                    skeleton.append(contentsOf: Array("\\(".utf8))
                    position += 2
                    let outer = (bodyComes, parentheses)
                    (bodyComes, parentheses) = (false, 1)
                    guard read(until: UInt8(ascii: ")")) else { return false }
                    (bodyComes, parentheses) = outer
                } else {
                    skeleton.append(contentsOf: bytes[position..<min(position + 2, bytes.count)])
                    position += 2
                }
            } else if current == UInt8(ascii: "\""), !multiline || (byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")) {
                skeleton.append(contentsOf: bytes[position..<position + quotes])
                position += quotes
                return true
            } else if current == UInt8(ascii: "\n"), !multiline {
                return false
            } else {
                skeleton.append(current)
                position += 1
            }
        }
        return false
    }
}
