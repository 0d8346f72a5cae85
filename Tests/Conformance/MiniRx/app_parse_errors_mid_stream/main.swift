// Case app_parse_errors_mid_stream: a reader parses a file's lines as numbers. A line that does
// not parse throws inside map and ends the stream with an error, followed at once by onDisposed;
// the reader's loop goes on but nothing more arrives, and the file is closed once, when the reader
// returns. A source that sends after its error is not heard; a subject that failed gives its
// error to late subscribers and takes no more events.
import MiniRx

enum ParseError: Error { case notANumber(String) }
enum NetworkError: Error { case offline }

func file(_ lines: [String]) -> Observable<String> {
    Observable.create { observer in
        print("  open file")
        for line in lines {
            print("  read \(line)")
            observer.onNext(line)
        }
        observer.onCompleted()
        print("  reader returns")
        return Disposables.create { print("  close file") }
    }
}

func parse(_ line: String) throws -> Int {
    guard let number = Int(line) else { throw ParseError.notANumber(line) }
    return number
}

func report<T>(_ source: Observable<T>) {
    _ = source.subscribe(
        onNext: { print("  next \($0)") },
        onError: { print("  error \($0)") },
        onCompleted: { print("  completed") },
        onDisposed: { print("  disposed") }
    )
}

print("-- a good file")
report(file(["1", "2"]).map(parse))
print("-- a bad line")
report(file(["1", "x", "3"]).map(parse).filter { $0 > 0 })

print("-- a source that sends after its error")
report(Observable<Int>.create { observer in
    observer.onNext(1)
    observer.onError(NetworkError.offline)
    observer.onNext(2)
    observer.onCompleted()
    return Disposables.create { print("  source disposed") }
})

print("-- a failed PublishSubject")
let updates = PublishSubject<Int>()
report(updates.map { $0 * 10 })
updates.onNext(1)
updates.onError(NetworkError.offline)
updates.onNext(2)
print("late subscriber:")
report(updates.asObservable())

print("-- a failed BehaviorSubject")
let status = BehaviorSubject(value: "online")
report(status.asObservable())
status.onError(NetworkError.offline)
status.onNext("online again")
print("late subscriber:")
report(status.asObservable())
do {
    print("  value \(try status.value())")
} catch {
    print("  value() throws \(error)")
}

print("-- Observable.error through map")
report(Observable<Int>.error(NetworkError.offline).map { $0 + 1 })
