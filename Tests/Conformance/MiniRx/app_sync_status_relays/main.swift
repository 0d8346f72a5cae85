// Case app_sync_status_relays (a milestone of chapter 6): a notes app's sync status. The sync
// engine reports on a PublishSubject; bind(to:) feeds the status line's and the menu bar's
// BehaviorRelays at once, and the log's PublishRelay, so a view that opens late reads the last
// status at once while the log gives it nothing old. When the engine's subject completes, the relays go
// on (a relay never ends; bind(to:) drops the completion) and still take new values. The first
// full sync is an AsyncSubject: screens waiting for it hear only its last report, once.
import MiniRx

let engine = PublishSubject<String>()
let status = BehaviorRelay(value: "idle")
let menuBar = BehaviorRelay(value: "")
let log = PublishRelay<String>()
let firstSync = AsyncSubject<String>()
let bag = DisposeBag()

engine.bind(to: status, menuBar).disposed(by: bag)
engine.bind(to: log).disposed(by: bag)
engine.subscribe(firstSync).disposed(by: bag)
status.subscribe(onNext: { print("  status line: \($0)") }).disposed(by: bag)
log.subscribe(onNext: { print("  log: \($0)") }, onCompleted: { print("  log ends") }).disposed(by: bag)
firstSync.subscribe(onNext: { print("  home: first sync \($0)") }, onCompleted: { print("  home: ready") })
    .disposed(by: bag)

for report in ["uploading 1/2", "uploading 2/2", "downloading"] {
    print("engine: \(report)")
    engine.onNext(report)
}
print("the settings view opens")
status.subscribe(onNext: { print("  settings: \($0)") }).disposed(by: bag)
log.subscribe(onNext: { print("  settings log: \($0)") }).disposed(by: bag)
print("engine: done, and the engine stops")
engine.onNext("done")
engine.onCompleted()
print("the widget opens")
firstSync.subscribe(onNext: { print("  widget: first sync \($0)") }, onCompleted: { print("  widget: ready") })
    .disposed(by: bag)
print("the user edits offline")
status.accept("offline changes")
log.accept("1 note changed offline")
print("status: \(status.value), menu bar: \(menuBar.value); engine observed: \(engine.hasObservers)")
