// Case app_event_bus_reentrant (a milestone of chapter 9): an app's event bus, a PublishSubject
// that several features observe. The cart feature answers "item added" by posting "badge
// changed" on the same bus. Posted directly from its handler, the new event reaches every
// observer before the features after the cart have seen the first one, so analytics logs them
// out of order. Posted through CurrentThreadScheduler.instance.schedule from work the
// trampoline runs, it waits for the current event to reach everyone first. From plain top-level
// code the trampoline is not running, so schedule runs the work at once, nested as before.
import MiniRx

@MainActor func run(_ title: String, post: @escaping (@escaping () -> Void) -> Void, onTrampoline: Bool) {
    print("-- \(title)")
    let bus = PublishSubject<String>()
    let bag = DisposeBag()
    bus.subscribe(onNext: { event in
        print("  cart sees \(event)")
        if event == "item added" { post { bus.onNext("badge changed") } }
    }).disposed(by: bag)
    bus.subscribe(onNext: { print("  badge sees \($0)") }).disposed(by: bag)
    bus.subscribe(onNext: { print("  analytics logs \($0)") }).disposed(by: bag)

    let send = {
        print("  post item added")
        bus.onNext("item added")
        print("  post returned")
    }
    if onTrampoline {
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in send(); return Disposables.create() }
    } else {
        send()
    }
}

let direct: (@escaping () -> Void) -> Void = { work in work() }
let scheduled: (@escaping () -> Void) -> Void = { work in
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in work(); return Disposables.create() }
}
run("posted from the handler", post: direct, onTrampoline: true)
run("scheduled, from work on the trampoline", post: scheduled, onTrampoline: true)
run("scheduled, from plain top-level code", post: scheduled, onTrampoline: false)
