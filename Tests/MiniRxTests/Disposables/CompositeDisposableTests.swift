import MiniRx
import Testing

extension EventLog {
    /// A disposable that writes `name` into the log when disposed.
    fileprivate func named(_ name: String) -> Disposable {
        Disposables.create { self.lines.append(name) }
    }
}

@Suite("CompositeDisposable")
struct CompositeDisposableTests {
    @Test("Disposes in insertion order, once; remove disposes at once")
    func insertionOrder() throws {
        let log = EventLog()
        let group = CompositeDisposable()
        _ = group.insert(log.named("a"))
        let b = try #require(group.insert(log.named("b")))
        _ = group.insert(log.named("c"))
        #expect(group.count == 3)
        group.remove(for: b)
        #expect(log.lines == ["b"])
        group.dispose()
        group.dispose()
        #expect(log.lines == ["b", "a", "c"])
        #expect(group.isDisposed && group.count == 0)
    }

    @Test("After the first is removed, the next insert takes its slot and goes first (RxSwift's Bag)")
    func freedFirstSlot() throws {
        let log = EventLog()
        let group = CompositeDisposable()
        let a = try #require(group.insert(log.named("a")))
        _ = group.insert(log.named("b"))
        group.remove(for: a)
        _ = group.insert(log.named("d"))
        group.dispose()
        #expect(log.lines == ["a", "d", "b"])
    }

    @Test("Inserting after dispose disposes at once and returns no key")
    func insertAfterDispose() {
        let log = EventLog()
        let group = CompositeDisposable(log.named("x"), log.named("y"))
        group.dispose()
        let key = group.insert(log.named("late"))
        #expect(key == nil)
        #expect(log.lines == ["x", "y", "late"])
    }

    @Test("Disposables.create with four or more disposes the fourth and later first, as RxSwift does")
    func fourOrMore() {
        let log = EventLog()
        Disposables.create(log.named("1"), log.named("2"), log.named("3"), log.named("4"), log.named("5"))
            .dispose()
        #expect(log.lines == ["4", "5", "1", "2", "3"])
    }
}
