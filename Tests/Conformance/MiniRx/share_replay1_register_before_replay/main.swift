// Case share_replay1_register_before_replay: a second subscriber to share(replay: 1) sends into
// the source from inside its own replayed element. RxSwift registers the new observer before it
// replays the cached element, so that observer also receives the element it sent.
import MiniRx

func run() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    var sent = false
    _ = shared.subscribe(onNext: { print("A next \($0)") })
    source.onNext(1)
    print("B subscribes")
    _ = shared.subscribe(onNext: { (value: Int) in
        print("B next \(value)")
        if !sent { sent = true; print("B sends 2"); source.onNext(2) }
    })
    print("C subscribes")
    _ = shared.subscribe(onNext: { print("C next \($0)") })
    source.onNext(3)
}
run()
