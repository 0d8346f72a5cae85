// MiniRxCocoa: the course's RxCocoa. A program written for RxCocoa imports `RxSwift` and
// `RxCocoa` (which re-exports RxRelay, not RxSwift); here one `import MiniRxCocoa` brings all of
// MiniRx along, so `Observable`, `Binder`, `Driver`, the relays and `DisposeBag` are in scope as
// they are after those two imports.
@_exported import MiniRx

/// An error reached a control property's observer side: a programming error, since a control
/// cannot show "the sequence failed". RxCocoa's `bindingError` stops a DEBUG build and prints
/// this line in a release build; MiniRxCocoa prints it and goes on, as the release build does.
func bindingError(_ error: Swift.Error) {
    print("Binding error: \(error)")
}
