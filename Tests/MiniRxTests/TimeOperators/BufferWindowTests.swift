import MiniRx
import MiniRxTest
import Testing

@Suite("buffer and window", .serialized)
struct BufferWindowTests {
    @Test("buffer sends an array when full or when its time is up; completion sends the rest")
    func bufferCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(225, 3), .next(260, 4), .completed(270),
        ])
        let observer = scheduler.start {
            source.buffer(timeSpan: .seconds(30), count: 2, scheduler: scheduler)
        }
        #expect(observer.events == [.next(220, [1, 2]), .next(250, [3]), .next(270, [4]), .completed(270)])
    }

    @Test("buffer sends empty arrays when nothing arrived in time")
    func bufferEmptyWindows() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(245, 1), .completed(250)])
        let observer = scheduler.start {
            source.buffer(timeSpan: .seconds(20), count: 5, scheduler: scheduler)
        }
        #expect(observer.events == [.next(220, []), .next(240, []), .next(250, [1]), .completed(250)])
    }

    @Test("window sends a live Observable per window, closed when full or on time")
    func windowCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(225, 3), .next(260, 4), .completed(270),
        ])
        var lines: [String] = []
        var windowCount = 0
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            source.window(timeSpan: .seconds(30), count: 2, scheduler: scheduler)
                .subscribe(
                    onNext: { window in
                        let index = windowCount
                        windowCount += 1
                        lines.append("window \(index) opens @\(scheduler.clock)")
                        window.subscribe { event in
                            lines.append("window \(index): \(event) @\(scheduler.clock)")
                        }.disposed(by: bag)
                    },
                    onCompleted: { lines.append("completed @\(scheduler.clock)") })
                .disposed(by: bag)
        }
        scheduler.start()
        #expect(lines == [
            "window 0 opens @200",
            "window 0: next(1) @210", "window 0: next(2) @220", "window 0: completed @220",
            "window 1 opens @220",
            "window 1: next(3) @225", "window 1: completed @250",
            "window 2 opens @250",
            "window 2: next(4) @260", "window 2: completed @270",
            "completed @270",
        ])
    }

    @Test("a window being watched keeps the source subscribed after the result is disposed")
    func windowOutlivesResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        var lines: [String] = []
        var result: Disposable?
        var windowSubscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            result = source.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler)
                .subscribe(onNext: { window in
                    windowSubscriptions.append(window.subscribe { event in
                        lines.append("\(event) @\(scheduler.clock)")
                    })
                })
        }
        scheduler.scheduleAt(215) { result?.dispose() }
        scheduler.start()
        // The first window lives on until its time is up at 300; then nobody holds the source.
        #expect(lines == ["next(1) @210", "next(2) @220", "next(3) @240", "completed @300"])
        #expect(source.subscriptions == [Subscription(200, 300)])
        #expect(windowSubscriptions.count == 1)
    }
}
