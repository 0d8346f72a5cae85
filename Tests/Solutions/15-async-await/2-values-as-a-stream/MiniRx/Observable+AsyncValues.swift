// Exercise 15.2, MiniRx's own piece in the learner's place: `asyncValues` is MiniRx's `values`.
import MiniRx

extension ObservableConvertibleType {
    var asyncValues: AsyncThrowingStream<Element, Error> {
        values
    }
}
