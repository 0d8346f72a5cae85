// Swift concurrency bridges for Single, Maybe and Completable, as RxSwift 6.5+ has them: await a
// trait's one answer with `value`, or make a Single from async work.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` whose subscriptions each start a Swift task running `work`, and succeed or fail
    /// with its result. Disposing cancels the task.
    ///
    /// Not deterministic: the task runs on the concurrency runtime's threads, when the runtime
    /// chooses, and the result is delivered from there (see `TaskBridge`).
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        .create { single in
            let delivery = TaskDelivery(single)
            let operation: @Sendable () async -> Void = {
                let result: SingleEvent<Element>
                do {
                    result = .success(try await work())
                } catch {
                    result = .failure(error)
                }
                // The element crosses from the task to MiniRx here, under the bridge's lock.
                nonisolated(unsafe) let answer = result
                TaskBridge.deliver { delivery.take()?(answer) }
                TaskBridge.taskFinished()
            }
            TaskBridge.taskStarted()
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create {
                delivery.cancel()
                task.cancel()
            }
        }
    }

    /// Subscribes and waits for the `Single`'s answer: its element, or its error thrown.
    /// Cancelling the waiting task disposes the subscription and throws `CancellationError`.
    // `nonisolated(nonsending)` (Swift 6.2): the getter runs on the caller's actor, so it
    // subscribes there, and an actor can await a Single it holds without sending it away. RxSwift
    // leaves it out, and its `value` hops to the global executor first.
    nonisolated(nonsending) public var value: Element {
        get async throws {
            try await awaitOneEvent { answer in
                primitiveSequence.subscribe(
                    onSuccess: { answer(.success($0)) },
                    onFailure: { answer(.failure($0)) },
                    onDisposed: { answer(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes and waits for the `Maybe`'s answer: its element, `nil` if it completed empty,
    /// or its error thrown. Cancelling the waiting task throws `CancellationError`.
    nonisolated(nonsending) public var value: Element? {
        get async throws {
            try await awaitOneEvent { answer in
                primitiveSequence.subscribe(
                    onSuccess: { answer(.success($0)) },
                    onError: { answer(.failure($0)) },
                    onCompleted: { answer(.success(nil)) },
                    onDisposed: { answer(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for the `Completable` to complete, or throws its error.
    /// Cancelling the waiting task throws `CancellationError`.
    nonisolated(nonsending) public var value: Void {
        get async throws {
            try await awaitOneEvent { answer in
                primitiveSequence.subscribe(
                    onCompleted: { answer(.success(())) },
                    onError: { answer(.failure($0)) },
                    onDisposed: { answer(.failure(CancellationError())) })
            }
        }
    }
}
