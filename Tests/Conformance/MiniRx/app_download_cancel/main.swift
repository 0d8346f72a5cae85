// Case app_download_cancel (a milestone of chapter 14): a download screen with a cancel button.
// The download's progress stops at the first tap on cancel (take(until:)), which completes the
// screen's subscription and releases both the download and the button; a cancel button that
// goes away (completes) without a tap cancels nothing; a download that fails ends the screen
// with its error and releases the button too. The screen's onDisposed runs before the
// operator releases its two sources.
import MiniRx

enum DownloadError: Error { case diskFull }

@MainActor func screen(_ title: String, _ script: (PublishSubject<Int>, PublishSubject<Void>) -> Void) {
    print("-- \(title)")
    let progress = PublishSubject<Int>()
    let cancel = PublishSubject<Void>()
    let download = Observable<Int>.create { observer in
        print("  download starts")
        let subscription = progress.subscribe(observer)
        return Disposables.create { print("  download released"); subscription.dispose() }
    }
    let button = cancel.asObservable().map { _ -> Void in print("  cancel tapped") }
    _ = download
        .take(until: button)
        .subscribe(onNext: { print("  \($0)%") }, onError: { print("  failed: \($0)") },
                   onCompleted: { print("  screen done") }, onDisposed: { print("  button observed: \(cancel.hasObservers)") })
    script(progress, cancel)
    print("  after: progress observed \(progress.hasObservers), button observed \(cancel.hasObservers)")
}

screen("cancelled at 40%") { progress, cancel in
    progress.onNext(20)
    progress.onNext(40)
    cancel.onNext(())
    progress.onNext(60)
}
screen("the cancel button goes away") { progress, cancel in
    progress.onNext(50)
    cancel.onCompleted()
    progress.onNext(100)
    progress.onCompleted()
}
screen("the disk is full") { progress, cancel in
    progress.onNext(90)
    progress.onError(DownloadError.diskFull)
    cancel.onNext(())
}
