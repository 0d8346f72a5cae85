// `ch04 --trace=mermaid`: the lesson's sequence diagram, drawn from the trace of a real run
// rather than by hand, so it is checked like the output (expected-trace-mermaid.txt). It is
// the course's tooling for the lesson's picture, not part of the lesson.
import Foundation

/// The trace of section `number` (`-- 3. …`) as a Mermaid sequence diagram. The program runs
/// itself with `--trace` and reads what it printed: the trace lines become calls, the
/// program's own lines notes.
func sequenceDiagram(ofSection number: Int) throws -> String {
    let trace = try runSelf(arguments: ["--trace"])
    let lines = trace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("-- \(number). ") }) else {
        throw DiagramError.noSection(number)
    }
    let end = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("-- ") }) ?? lines.endIndex
    return sequenceDiagram(title: String(lines[start].dropFirst(3)), traceLines: lines[(start + 1)..<end])
}

enum DiagramError: Error {
    case noSection(Int)
}

/// A trace line `│     Name#2.method(…)` is a call made by the object one level up (the
/// program itself at the top level) to the object the line names; any other line is something
/// the program printed.
func sequenceDiagram<Lines: Sequence<String>>(title: String, traceLines: Lines) -> String {
    var diagram = ["%% drawn by `swift run ch04 --trace=mermaid` from the trace of section \(title)",
                   "sequenceDiagram", "    participant main as main.swift"]
    var callers = ["main"]  // the object that made the call at each depth
    var participants: Set = ["main"]
    for line in traceLines {
        guard line.hasPrefix("│ ") else {
            if !line.isEmpty { diagram.append("    Note over main: \(mermaidText(line))") }
            continue
        }
        let indented = line.dropFirst(2)
        let message = indented.drop { $0 == " " }
        let depth = (indented.count - message.count) / 2
        let caller = callers[min(depth, callers.count - 1)]
        let (name, label) = receiver(of: String(message))
        let callee = name.map(participantID) ?? caller
        if let name, participants.insert(callee).inserted {
            diagram.append("    participant \(callee) as \(mermaidText(name))")
        }
        // What a call made goes on a second line, so the arrows stay short.
        let text = mermaidText(label).replacingOccurrences(of: " → ", with: "<br>→ ")
        diagram.append("    \(caller)->>\(callee): \(text)")
        callers = Array(callers.prefix(depth + 1)) + [callee]
    }
    return diagram.joined(separator: "\n") + "\n"
}

/// Who a trace line says was called, and what with:
/// `Sink#1.on(next(1))` → (`Sink#1`, `on(next(1))`); `Sink#1: ObserverBase.on(…)` → (`Sink#1`,
/// `ObserverBase.on(…)`); `Producer.subscribe: Observable#1 → …` → (`Observable#1`,
/// `Producer.subscribe → …`); `AnyObserver.on(…)` → (`AnyObserver`, `on(…)`), a value type
/// with no number; `subscribe(…) → …` → no name: the caller's own method.
func receiver(of message: String) -> (name: String?, label: String) {
    let words = message.split(separator: " ", maxSplits: 1).map(String.init)
    let first = words[0]
    let rest = words.count > 1 ? " " + words[1] : ""
    if let object = first.firstMatch(of: /^(\w+#\d+)[.:](.*)$/) {
        let label = object.2.isEmpty ? String(rest.dropFirst()) : String(object.2) + rest
        return (String(object.1), label)
    }
    if let method = first.firstMatch(of: /^(\w+\.\w+):$/),
        let object = rest.firstMatch(of: /^ (\w+#\d+)(.*)$/)
    {
        return (String(object.1), String(method.1) + object.2)
    }
    if let type = first.firstMatch(of: /^([A-Z]\w*)\.(.+)$/) {
        return (String(type.1), String(type.2) + rest)
    }
    return (nil, message)
}

/// `AnonymousObservableSink#4` → `AnonymousObservableSink4`: Mermaid's ids are plain words.
func participantID(_ name: String) -> String {
    name.filter { $0.isLetter || $0.isNumber }
}

/// Mermaid reads `#…;` as a character code and `;` as the end of a statement.
func mermaidText(_ text: String) -> String {
    text.map { $0 == "#" ? "#35;" : $0 == ";" ? "#59;" : String($0) }.joined()
}

/// Runs this program again with `arguments` and returns what it printed.
func runSelf(arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = Bundle.main.executableURL
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
