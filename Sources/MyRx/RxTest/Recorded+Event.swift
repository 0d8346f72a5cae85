// Given in stage 10.6: nothing to write, read it. The short ways to write a recorded event:
// `.next(210, 3)`, `.completed(300)`, `.error(250, failure)` (RxTest/Recorded+Event.swift).

import MyRx

extension Recorded {
    /// A `next(element)` at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` at `time`; `type` names the element type when nothing else does.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` at `time`; `type` names the element type when nothing else does.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The events given, as an array: lets Swift infer their element type from them,
    /// `Recorded.events(.next(210, 2), .completed(250))`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        events(recordedEvents)
    }

    /// The events given, unchanged: `Recorded.events([.next(210, 2), .completed(250)])`.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
