// RxSwift's result-builder spellings for filling a `DisposeBag`:
//
//     bag.insert {
//         a.subscribe(...)
//         b.subscribe(...)
//     }
//
// They only gather the block's disposables into an array and hand it to the array forms, so
// the order is the block's order.
extension DisposeBag {
    /// A bag holding the disposables listed in `builder`, in order.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables listed in `builder`, in order.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Gathers the disposables written one per line in a block into an array.
    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
