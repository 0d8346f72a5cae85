/// What the subject passes to its observers. Only `next` for now: errors and completion are
/// ignored until chapter 2 introduces RxSwift's `Event`.
public enum TestEvent<Element> {
    case next(Element)
}
