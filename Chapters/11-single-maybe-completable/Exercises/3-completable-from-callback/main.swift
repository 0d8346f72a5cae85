// Exercise 11.3: the check program. Don't edit it: edit Notes+Rx.swift. Its output must be
// exactly expected.txt.
import MiniRx

enum StorageError: Error {
    case diskFull
}

/// A callback API that answers with no value: `save(_:completion:)` writes a note and, 50 ms
/// later on the main loop's virtual clock, calls `completion` once with `nil` (written) or an
/// error (a note longer than 20 characters does not fit).
final class Notes {
    private(set) var saved: [String] = []

    func save(_ text: String, completion: @escaping (Error?) -> Void) {
        print("  storage: writing \"\(text)\"")
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            if text.count > 20 {
                completion(StorageError.diskFull)
            } else {
                self.saved.append(text)
                completion(nil)
            }
            return Disposables.create()
        }
    }
}

/// Lets `milliseconds` of virtual time pass, running whatever falls due.
func wait(_ milliseconds: Int) {
    print("  … \(milliseconds) ms")
    MainScheduler.instance.advance(by: .milliseconds(milliseconds))
}

do {
    let notes = Notes()

    print("-- a Completable is cold: nothing is written until it is subscribed")
    let groceries = notes.saving("groceries")
    print("  made; notes saved so far: \(notes.saved.count)")
    _ = groceries.subscribe(
        onCompleted: { print("  completed") },
        onError: { print("  error: \($0)") },
        onDisposed: { print("  disposed") })
    wait(100)

    print("-- one after the other with andThen")
    _ = notes.saving("draft")
        .andThen(notes.saving("final"))
        .andThen(Single.just("both saved"))
        .subscribe(onSuccess: { print("  success: \($0)") }, onFailure: { print("  failure: \($0)") })
    wait(100)

    print("-- a failed save stops the chain")
    _ = notes.saving("a note far too long to fit on the disk")
        .andThen(notes.saving("never written"))
        .subscribe(onCompleted: { print("  completed") }, onError: { print("  error: \($0)") })
    wait(100)
    print("  notes saved: \(notes.saved)")
}
print("live MiniRx objects: \(Resources.total)")
