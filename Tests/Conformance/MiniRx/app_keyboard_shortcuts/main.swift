// Case app_keyboard_shortcuts (a milestone of chapter 7): a text editor's keyboard shortcuts.
// Key presses arrive as text ("cmd+s"); compactMap turns the known ones into commands and drops
// the rest; shortcuts are ignored until the editor has focus (skip(while:)); the status bar
// shows the modifier held only when it changes (distinctUntilChanged(at:) on a key path); the
// editor handles commands until "quit" (take(while:), exclusive), and "save" is handled only
// when the document has changes (withLatestFrom a BehaviorSubject of the dirty flag, filter).
import MiniRx

enum Command: String { case save, undo, find, quit }
struct Shortcut { let modifier: String; let command: Command }

let keyMap = ["s": Command.save, "z": .undo, "f": .find, "q": .quit]
let presses = PublishSubject<String>()
let dirty = BehaviorSubject(value: false)
let bag = DisposeBag()

func shortcut(_ press: String) -> Shortcut? {
    let parts = press.split(separator: "+").map(String.init)
    guard parts.count == 2, ["cmd", "ctrl"].contains(parts[0]), let command = keyMap[parts[1]] else { return nil }
    return Shortcut(modifier: parts[0], command: command)
}

let shortcuts = presses.skip(while: { $0 != "focus" }).compactMap(shortcut)
shortcuts.distinctUntilChanged(at: \.modifier)
    .subscribe(onNext: { print("  status bar: \($0.modifier) held") }).disposed(by: bag)
shortcuts.take(while: { $0.command != .quit })
    .withLatestFrom(dirty) { shortcut, dirty in (shortcut.command, dirty) }
    .filter { command, dirty in command != .save || dirty }
    .subscribe(onNext: { command, _ in
        print("  editor: \(command.rawValue)")
        if command == .save { dirty.onNext(false) }
    }, onCompleted: { print("  editor closes") })
    .disposed(by: bag)

for press in ["cmd+s", "focus", "cmd+s", "type:a", "cmd+x", "ctrl+z", "ctrl+f", "cmd+s", "cmd+q", "cmd+z"] {
    print(press)
    if press.hasPrefix("type:") { dirty.onNext(true) }
    presses.onNext(press)
}
