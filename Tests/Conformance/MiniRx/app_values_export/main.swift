// Case app_values_export (a milestone of chapter 15): a chat export written with async/await over
// Rx. The conversation's messages are an Observable; the exporter reads it with
// `for try await ... in messages.values`, after operators that drop system notices (filter),
// format each line (map), and stop at the first "#end" marker (take(while:)). The source sends
// everything as it is subscribed, so the conversation is closed before the loop reads a line:
// the messages wait in the stream's buffer. A source that fails mid-way makes the loop throw
// after the lines sent before the error; breaking out early leaves the rest unread.
import MiniRx

enum ExportError: Error { case networkLost }

func conversation(_ lines: [String], failAfter: Int? = nil) -> Observable<String> {
    Observable.create { observer in
        print("  conversation opens")
        for (index, line) in lines.enumerated() {
            if index == failAfter { observer.onError(ExportError.networkLost); break }
            observer.onNext(line)
        }
        observer.onCompleted()
        return Disposables.create { print("  conversation closes") }
    }
}

@MainActor func export(_ source: Observable<String>, limit: Int = .max) async -> [String] {
    var file: [String] = []
    let lines = source
        .filter { !$0.hasPrefix("*") }
        .take(while: { $0 != "#end" })
        .map { "> \($0)" }
    do {
        for try await line in lines.values {
            file.append(line)
            if file.count == limit { print("  enough lines"); break }
        }
        print("  export complete")
    } catch {
        print("  export interrupted: \(error)")
    }
    return file
}

let chat = ["hi", "* ann joined", "how are you", "fine", "#end", "after the end"]
print("-- a full export")
print(await export(conversation(chat)))
print("-- the network fails after three messages")
print(await export(conversation(chat, failAfter: 3)))
print("-- two lines only")
print(await export(conversation(chat), limit: 2))
