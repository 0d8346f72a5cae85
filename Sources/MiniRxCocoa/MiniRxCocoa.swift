// MiniRxCocoa: the course's RxCocoa. A program written for RxCocoa imports only `RxCocoa` and
// `RxSwift`; here one `import MiniRxCocoa` brings MiniRx along, so `Observable`, `Binder`,
// `Driver` and `DisposeBag` are in scope exactly as they are after `import RxCocoa`.
@_exported import MiniRx
