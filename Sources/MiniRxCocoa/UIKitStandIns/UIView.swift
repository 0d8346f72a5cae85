/// A stand-in for UIKit's `UIView`: just enough of a view for bindings to have somewhere to go.
///
/// Linux has no UIKit, so MiniRxCocoa brings a few small, deterministic stand-ins with UIKit's
/// names (`UIControl`, `UIButton`, `UITextField`, `UISwitch`, `UILabel`). Nothing is drawn;
/// "the user" is the program, which calls `simulateTap()`, `simulateTyping(_:)` and
/// `simulateToggle()`. Every view carries `AssociatedObjects`, which gives it `rx.disposeBag`
/// and `rx.deallocated`, as the Objective-C runtime gives them to every real `UIView`.
open class UIView: HasAssociatedObjects {
    public let associatedObjects = AssociatedObjects()

    /// Hidden views are kept, not drawn: there is nothing to draw on.
    open var isHidden = false

    public init() {}
}
