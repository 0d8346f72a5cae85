// Case app_download_progress (a milestone of chapter 8): a download's progress shown by several
// views. multicast(makeSubject:) with a BehaviorSubject starting at 0%: views that subscribe
// before connect() see 0% and nothing else; connect starts the one download; a view that opens
// midway is shown the current progress at once; the download's end reaches every view and
// drops the subject: a view that opens after it gets a new one (0% again), which the next
// connect feeds from a new download.
import MiniRx

var downloads = 0
var server: AnyObserver<Int>?
let download = Observable<Int>.create { observer in
    downloads += 1
    print("  download \(downloads) starts")
    server = observer
    return Disposables.create { print("  download ends") }
}

let progress = download
    .map { min($0, 100) }
    .multicast(makeSubject: { BehaviorSubject(value: 0) })

@MainActor func view(_ name: String) -> Disposable {
    print("\(name) opens")
    return progress.subscribe(onNext: { print("  \(name): \($0)%") }, onCompleted: { print("  \(name): done") })
}

let bar = view("bar")
print("connect")
var connection = progress.connect()
server?.onNext(30)
let label = view("label")
server?.onNext(70)
server?.onNext(120)
server?.onCompleted()
let badge = view("badge")
print("connect again")
connection = progress.connect()
let toast = view("toast")
server?.onNext(50)
connection.dispose()
for view in [bar, label, badge, toast] { view.dispose() }
