// Chapter 14: UI bindings. What RxCocoa adds on top of RxSwift, shown on MiniRxCocoa's small
// stand-ins for UIKit (a button, a text field, a switch, a label; "the user" is this program):
// seed 002's `ControlEvent` (a tap stream: never fails, completes when its control goes away,
// delivered on the main loop, replays nothing), `ControlProperty` (the current value first, and
// a two-way binding), binding to the screen with chapter 13's `Binder` through `bind(to:)` and
// `drive`; and seed 004's KVO "through an intermediate object that receives the messages and
// sends them on".
import Foundation
import MiniRxCocoa

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch14\n".utf8))
    exit(2)
}

/// The main loop's virtual clock, read from the start of the current section.
enum Clock {
    // Single-threaded by design: a plain static.
    nonisolated(unsafe) static var sectionStart = MainScheduler.instance.now

    /// Starts a section: prints its header and restarts the clock at t=0.
    static func section(_ title: String) {
        print(title)
        sectionStart = MainScheduler.instance.now
    }
}

/// Time since the section started, for log lines: `t=2s`.
func clock() -> String {
    let seconds = MainScheduler.instance.now.timeIntervalSince(Clock.sectionStart)
    return "t=\(Int(seconds.rounded()))s"
}

/// The user does something `seconds` from now: the work is queued on the main loop, where a
/// real run loop would deliver a touch.
func user(after seconds: Int, _ action: @escaping () -> Void) {
    _ = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
        action()
        return Disposables.create()
    }
}

/// A label that prints what it is given, so that each binding's effect shows in the output.
final class PrintingLabel: UILabel {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    override var text: String? {
        didSet { print("  \(name).text = \(text.map { "\"\($0)\"" } ?? "nil")") }
    }
}

enum BindingFailure: Error {
    case oops
}

Clock.section("-- 1. rx.tap is a ControlEvent: each tap arrives on the main loop when the user taps")
do {
    let button = UIButton()
    let first = button.rx.tap.subscribe(onNext: { print("  first: tap at \(clock())") })
    user(after: 1) { button.simulateTap() }
    user(after: 2) { button.simulateTap() }
    MainScheduler.instance.advance(by: .seconds(2))
    print("a late subscriber gets nothing of the two taps before it (a ControlEvent replays nothing):")
    let late = button.rx.tap.subscribe(onNext: { print("  late: tap at \(clock())") })
    print("  (nothing)")
    print("the button now has \(button.targetCount) targets: one ControlTarget per subscription")
    user(after: 1) { button.simulateTap() }
    MainScheduler.instance.advance(by: .seconds(1))
    first.dispose()
    late.dispose()
    print("after disposing both: \(button.targetCount) targets")
}

Clock.section("-- 2. A ControlEvent never fails, and completes when its control goes away")
do {
    var button: UIButton? = UIButton()
    _ = button!.rx.tap.subscribe(
        onNext: { print("  tap") },
        onError: { print("  error: \($0)") },
        onCompleted: { print("  completed") },
        onDisposed: { print("  disposed") })
    button!.simulateTap()
    print("the screen closes and releases the button:")
    button = nil
    print("no error on the way, and nothing to dispose by hand: take(until: rx.deallocated) ended it")
}

Clock.section("-- 3. rx.text is a ControlProperty: the current value first, then the user's edits")
do {
    let field = UITextField()
    field.text = "Ann"
    let subscription = field.rx.text.subscribe(onNext: { print("  text: \($0.map { "\"\($0)\"" } ?? "nil")") })
    print("the user types \"ie\":")
    field.simulateTyping("ie")
    print("the program sets the text to \"Bob\" (not the user, so not reported):")
    field.text = "Bob"
    print("a late subscriber gets the current value at once:")
    let late = field.rx.text.subscribe(onNext: { print("  late: \($0 ?? "nil")") })
    print("rx.text.changed leaves out that first value: only what the user does")
    let changes = field.rx.text.changed.subscribe(onNext: { print("  changed: \($0 ?? "nil")") })
    print("the user deletes a character:")
    field.simulateBackspace()
    for disposable in [subscription, late, changes] { disposable.dispose() }
    print("after disposing: \(field.targetCount) targets")
}

Clock.section("-- 4. bind(to:) and drive: from a sequence to the screen")
do {
    let field = UITextField()
    let label = PrintingLabel("label")
    print("bind(to:) label.rx.text, chapter 13's key-path Binder: it sets the label on the main scheduler")
    let binding = field.rx.text.orEmpty
        .map { "length \($0.count)" }
        .bind(to: label.rx.text)
    field.simulateTyping("hi")
    binding.dispose()

    print("drive: the same through a Driver (no errors, main scheduler, shared)")
    let driving = field.rx.text.asDriver()
        .map { "you typed \($0 ?? "")" }
        .drive(label.rx.text)
    field.simulateTyping("!")
    driving.dispose()

    print("an error cannot be shown on a screen: a Binder prints it (chapter 13), and so does a")
    print("ControlProperty (field.rx.text), which keeps it from its Binder:")
    _ = Observable<String?>.error(BindingFailure.oops).bind(to: field.rx.text)
    print("  the field still says \"\(field.text ?? "nil")\"")
}

Clock.section("-- 5. A two-way binding: a model and a field, each following the other")
do {
    let field = UITextField()
    let name = BehaviorRelay<String?>(value: "Ann")
    let log = name.skip(1).subscribe(onNext: { print("  model accepted \($0 ?? "nil")") })
    let modelToField = name.bind(to: field.rx.text)
    let fieldToModel = field.rx.text.bind(to: name)
    print("after binding: field shows \(field.text ?? "nil")")
    print("  (that \"Ann\" came back once: the field's current value, sent to every new subscriber)")
    print("the user types \"e\":")
    field.simulateTyping("e")
    print("the model changes to Bob:")
    name.accept("Bob")
    print("  field shows \(field.text ?? "nil")")
    print("no loop: setting the field from code sends no event, so the model hears only the user")
    for disposable in [log, modelToField, fieldToModel] { disposable.dispose() }
}

Clock.section("-- 6. Seed 004's KVO: an intermediate observer receives the change messages and sends them on")
do {
    /// A model object whose `score` announces its changes (KVO's generated setter does this on
    /// Apple platforms; here the property says it in `didSet`).
    final class Player: KeyValueObservable, HasAssociatedObjects {
        let keyValueObservers = KeyValueObservers()
        let associatedObjects = AssociatedObjects()
        var score = 0 { didSet { didChangeValue(forKey: "score") } }
        var nickname: String? = nil { didSet { didChangeValue(forKey: "nickname") } }
    }

    let player = Player()
    let scores = player.rx.observe(Int.self, "score")
        .subscribe(onNext: { print("  score: \($0.map(String.init) ?? "nil")") })
    print("observers registered with the player: \(player.keyValueObservers.count) (a KVOObserver)")
    player.score = 10
    player.score = 20
    scores.dispose()
    print("after dispose: \(player.keyValueObservers.count) observers; a change now reaches nobody")
    player.score = 30

    print("options: [.new] leaves out the current value; a nil value arrives as nil")
    let nicknames = player.rx.observe(String.self, "nickname", options: [.new])
        .subscribe(onNext: { print("  nickname: \($0 ?? "nil")") })
    player.nickname = "ace"
    player.nickname = nil
    nicknames.dispose()

    print("observeWeakly does not keep the player alive; when it goes away, a last nil and completed:")
    var leaving: Player? = Player()
    _ = leaving!.rx.observeWeakly(Int.self, "score").subscribe(
        onNext: { print("  score: \($0.map(String.init) ?? "nil")") },
        onCompleted: { print("  completed") })
    leaving!.score = 1
    leaving = nil
}

print("live MiniRx objects: \(Resources.total)")
