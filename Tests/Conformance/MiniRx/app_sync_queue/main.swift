// Case app_sync_queue (a milestone of chapter 9): a sync engine uploads the chunks of changed
// notes. Each note's chunks come from Observable.from, which sends one element per turn of the
// trampoline, so under flatMap the notes' uploads take turns. A progress view posts its
// refresh with CurrentThreadScheduler.instance.schedule: it runs once the current turn is over.
// A free account uploads three chunks per sync (take(3)): the third ends every upload at once,
// since the subscriptions are in place by the time the trampoline runs the uploads' steps. A
// sync started by a button's subject runs within the tap: the tap returns after every upload.
import MiniRx

let notes = ["groceries": 2, "ideas": 3, "todo": 1]
var uploaded = 0

func upload(_ note: String, chunks: Int) -> Observable<String> {
    Observable.from((1...chunks).map { "\(note)#\($0)" })
}

@MainActor func sync(quota: Int) {
    print("-- sync, quota \(quota) chunks")
    uploaded = 0
    _ = Observable.from(notes.keys.sorted())
        .flatMap { upload($0, chunks: notes[$0]!) }
        .take(quota)
        .subscribe(onNext: { chunk in
            uploaded += 1
            print("  uploaded \(chunk)")
            let count = uploaded
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                print("  progress view: \(count) chunks")
                return Disposables.create()
            }
        }, onCompleted: { print("  sync over") }, onDisposed: { print("  sync released") })
    print("  subscribe returned, \(uploaded) chunks")
}

sync(quota: 10)
sync(quota: 3)

print("-- sync from a button tap, inside a subject's delivery")
let tap = PublishSubject<Void>()
_ = tap.flatMap { Observable.from(["a", "b"]).flatMap { Observable.of("\($0)1", "\($0)2") } }
    .subscribe(onNext: { print("  uploaded \($0)") })
print("tap")
tap.onNext(())
print("tap handled")
