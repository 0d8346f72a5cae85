import Foundation
import MiniRx

/// How a sequence ended, with the elements it sent before: what `materialize()` returns.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after sending `elements`.
    case failed(elements: [T], error: Error)
}

extension BlockingObservable {
    /// Every element, once the sequence completes; its error is thrown.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// The first element (disposing the subscription there), or `nil` if the sequence completes
    /// empty; an error that comes first is thrown.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// The last element, once the sequence completes, or `nil` if it was empty; its error is
    /// thrown.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// The one element: throws `RxError.noElements` if there is none and
    /// `RxError.moreThanOneElement` as soon as a second one arrives.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The one element that satisfies `predicate`, as `single()`; an error `predicate` throws
    /// is thrown.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// The elements and how the sequence ended, without throwing.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}

extension BlockingObservable {
    /// Subscribes, collects the elements `predicate` accepts (stopping after `max`), and turns
    /// the main loop until the sequence has ended.
    private func materializeResult(
        max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        var elements: [Element] = []
        var error: Swift.Error?
        var hasEnded = false
        let subscription = SingleAssignmentDisposable()

        func end(with failure: Swift.Error? = nil) {
            error = failure
            hasEnded = true
            subscription.dispose()
        }

        func subscribe() {
            subscription.setDisposable(source.subscribe { event in
                if hasEnded { return }
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) { elements.append(element) }
                        if let max, elements.count >= max { end() }
                    } catch let predicateError {
                        end(with: predicateError)
                    }
                case .error(let sourceError):
                    end(with: sourceError)
                case .completed:
                    end()
                }
            })
        }

        TaskBridge.withLock {
            // Through the trampoline when nothing runs on it, as RxBlocking subscribes, so that
            // synchronous sources take turns exactly as they would there.
            if CurrentThreadScheduler.isScheduleRequired {
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    subscribe()
                    return Disposables.create()
                }
            } else {
                subscribe()
            }
            do {
                try waitUntil { hasEnded }
            } catch let waitError {
                error = waitError
            }
            // Still under the lock: a task delivering now must not meet a half-disposed chain.
            subscription.dispose()
        }

        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }

    /// The elements of a completed sequence; the error of a failed one, thrown.
    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    /// Turns the main loop, and waits for MiniRx's Swift tasks when it is idle, until
    /// `hasEnded()`; throws when the timeout passes, or when nothing is left that could end it.
    private func waitUntil(_ hasEnded: () -> Bool) throws {
        let main = MainScheduler.instance
        let virtualDeadline = timeout.map { main.now.addingTimeInterval($0) }
        let realDeadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        while !hasEnded() {
            // Virtual time first: work on the main loop takes no real time, so it always runs
            // before MiniRx waits on a Swift task.
            if main.runNext(notAfter: virtualDeadline) { continue }
            if TaskBridge.runningTasks > 0 {
                if TaskBridge.waitForTasks(until: realDeadline) { continue }
                throw RxError.timeout
            }
            guard let virtualDeadline else { throw BlockingError.sequenceCannotEnd }
            main.advance(to: virtualDeadline)
            throw RxError.timeout
        }
    }
}
