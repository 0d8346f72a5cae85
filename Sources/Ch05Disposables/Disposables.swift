/// The namespace of the `create` functions that make disposables: `Disposables.create()`,
/// `Disposables.create { … }`, `Disposables.create(first, second)`. The types behind them stay
/// private, so code depends only on `Disposable` and `Cancelable`.
public struct Disposables {
    private init() {}
}
