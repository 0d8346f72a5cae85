// Case conc_values_for_await: observables read with `for try await` through `values`, all on the
// main actor: a download's progress read to its end, one that fails halfway (the loop throws),
// messages sent before the loop starts (they wait in the stream), a loop that breaks early (the
// subscription is disposed as the loop is left), and a looping task cancelled while it waits
// (the subscription is disposed and the loop throws CancellationError).
import MiniRx

enum DownloadError: Error { case connectionLost }

func download(failingAt failure: Int? = nil) -> Observable<Int> {
    Observable.create { observer in
        print("  download starts")
        for percent in [25, 50, 75, 100] {
            if percent == failure {
                observer.onError(DownloadError.connectionLost)
                break
            }
            observer.onNext(percent)
        }
        observer.onCompleted()
        return Disposables.create { print("  download closed") }
    }
}

@MainActor func show(_ progress: Observable<Int>) async {
    do {
        for try await percent in progress.values {
            print("  progress \(percent)%")
        }
        print("  finished")
    } catch {
        print("  failed: \(error)")
    }
}

@MainActor func readInbox() async {
    let inbox = PublishSubject<String>()
    let messages = inbox.values
    inbox.onNext("hello")
    inbox.onNext("how are you?")
    inbox.onCompleted()
    print("  the loop starts")
    do {
        for try await message in messages {
            print("  message: \(message)")
        }
        print("  inbox read")
    } catch {
        print("  failed: \(error)")
    }
}

/// What a looping task has done so far, for the program to wait on.
@MainActor final class Loop {
    var hasStarted = false
    var received = 0
    var hasEnded = false
}

/// Lets the looping tasks run until `done()`.
@MainActor func wait(until done: () -> Bool) async {
    while !done() {
        await Task.yield()
    }
}

@MainActor func firstTwo() async {
    let prices = PublishSubject<Int>()
    let feed = Observable<Int>.create { observer in
        print("  feed opens")
        let subscription = prices.subscribe(observer)
        return Disposables.create {
            print("  feed closes")
            subscription.dispose()
        }
    }
    let loop = Loop()
    let task = Task { @MainActor in
        loop.hasStarted = true
        do {
            for try await price in feed.values {
                print("  price \(price)")
                loop.received += 1
                if loop.received == 2 { break }
            }
            print("  the loop is left")
        } catch {
            print("  failed: \(error)")
        }
        loop.hasEnded = true
    }
    await wait(until: { loop.hasStarted })
    print("  send 10")
    prices.onNext(10)
    await wait(until: { loop.received == 1 })
    print("  send 11")
    prices.onNext(11)
    await wait(until: { loop.hasEnded })
    print("  send 12")
    prices.onNext(12)
    await task.value
    print("  prices observed: \(prices.hasObservers)")
}

@MainActor func cancelled() async {
    let ticks = PublishSubject<Int>()
    let loop = Loop()
    let task = Task { @MainActor in
        loop.hasStarted = true
        do {
            for try await tick in ticks.values {
                print("  tick \(tick)")
                loop.received += 1
            }
            print("  ticks ended")
        } catch {
            print("  ticks: \(error)")
        }
    }
    await wait(until: { loop.hasStarted })
    print("  send 1")
    ticks.onNext(1)
    await wait(until: { loop.received == 1 })
    print("  cancel the task")
    task.cancel()
    await task.value
    print("  ticks observed: \(ticks.hasObservers)")
}

@MainActor func main() async {
    print("-- a download read to its end")
    await show(download())
    print("-- a download that fails at 75%")
    await show(download(failingAt: 75))
    print("-- messages sent before the loop starts wait for it")
    await readInbox()
    print("-- a loop that stops after two prices")
    await firstTwo()
    print("-- a looping task cancelled while it waits")
    await cancelled()
}

await main()
