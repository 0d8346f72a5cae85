// Case app_async_one_shot_result: an AsyncSubject as the result of a one-shot job. Progress
// sent into it reaches nobody; on completion every waiting screen gets the last value and
// completed, a screen that asks later gets the same, and a failed job gives its error alone.
import MiniRx

enum JobError: Error { case timedOut }

final class Job {
    let result = AsyncSubject<String>()
    let name: String

    init(_ name: String) {
        self.name = name
    }

    func report(_ step: String) {
        print("[\(name)] \(step)")
        result.onNext(step)
    }
}

func screen(_ label: String, waitingFor job: Job) -> Disposable {
    job.result.subscribe(
        onNext: { print("\(label) shows \($0)") },
        onError: { print("\(label) shows the failure: \($0)") },
        onCompleted: { print("\(label) done") },
        onDisposed: { print("\(label) stops waiting") }
    )
}

print("-- a job that finishes")
let export = Job("export")
let header = screen("header", waitingFor: export)
let footer = screen("footer", waitingFor: export)
export.report("10%")
export.report("60%")
export.report("file.csv")
print("waiting screens: \(export.result.hasObservers)")
export.result.onCompleted()
print("waiting screens: \(export.result.hasObservers)")
let later = screen("history", waitingFor: export)
export.report("too late")
header.dispose()
footer.dispose()
later.dispose()

print("-- a job that fails after some progress")
let upload = Job("upload")
let banner = screen("banner", waitingFor: upload)
upload.report("40%")
upload.result.onError(JobError.timedOut)
let retry = screen("retry button", waitingFor: upload)
banner.dispose()
retry.dispose()

print("-- a job nobody waits for, then one screen binds its result to a status line")
let cleanup = Job("cleanup")
cleanup.report("done")
cleanup.result.onCompleted()
let status = BehaviorRelay(value: "idle")
let statusLine = status.subscribe(onNext: { print("status: \($0)") })
let binding = cleanup.result.bind(to: status)
print("status value: \(status.value)")
binding.dispose()
statusLine.dispose()
