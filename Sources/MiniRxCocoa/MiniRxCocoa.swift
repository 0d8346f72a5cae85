// MiniRxCocoa: the course's RxCocoa. A program written for RxCocoa imports only `RxCocoa` and
// `RxSwift`; here one `import MiniRxCocoa` brings MiniRx along, so `Observable`, `Binder`,
// `Driver` and `DisposeBag` are in scope exactly as they are after `import RxCocoa`.
@_exported import MiniRx

/// An error reached a control property's observer side: a programming error, since a control
/// cannot show "the sequence failed". RxCocoa's `bindingError` stops a DEBUG build and prints
/// this line in a release build; MiniRxCocoa prints it and goes on, as the release build does.
func bindingError(_ error: Swift.Error) {
    print("Binding error: \(error)")
}
