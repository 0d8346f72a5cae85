// Case app_undo_stack (a milestone of chapter 6): a text editor's undo stack. Edits, undo and
// redo arrive as commands on a PublishSubject; the document's history is a BehaviorRelay of
// states the toolbar observes (the undo and redo buttons), and a status line created with
// Observable.create counts what it was shown. Closing the editor completes the commands; the
// subjects' observers are gone afterwards, and later commands reach nobody.
import MiniRx

enum Command { case type(String), undo, redo }

struct History {
    var done: [String] = [""]
    var undone: [String] = []
    var text: String { done.last! }
}

let commands = PublishSubject<Command>()
let history = BehaviorRelay(value: History())
let bag = DisposeBag()

commands.subscribe(onNext: { command in
    var state = history.value
    switch command {
    case .type(let word):
        state.done.append(state.text.isEmpty ? word : state.text + " " + word)
        state.undone = []
    case .undo:
        guard state.done.count > 1 else { print("  nothing to undo"); return }
        state.undone.append(state.done.removeLast())
    case .redo:
        guard let next = state.undone.popLast() else { print("  nothing to redo"); return }
        state.done.append(next)
    }
    history.accept(state)
}, onCompleted: { print("  the editor stops taking commands") }).disposed(by: bag)

history.subscribe(onNext: { state in
    print("  text \"\(state.text)\" undo:\(state.done.count > 1 ? "on" : "off") redo:\(state.undone.isEmpty ? "off" : "on")")
}).disposed(by: bag)

var shown = 0
let status = Observable<String>.create { observer in
    let subscription = history.subscribe(onNext: { observer.onNext("\($0.text.split(separator: " ").count) words") })
    return Disposables.create { print("  status line closes after \(shown) updates"); subscription.dispose() }
}
let statusSubscription = status.subscribe(onNext: { shown += 1; print("  status: \($0)") })

let script: [(String, Command)] = [
    ("type Hello", .type("Hello")), ("type brave", .type("brave")), ("type world", .type("world")),
    ("undo", .undo), ("undo", .undo), ("redo", .redo), ("type new", .type("new")), ("redo", .redo),
    ("undo", .undo), ("undo", .undo), ("undo", .undo),
]
for (label, command) in script {
    print(label)
    commands.onNext(command)
}
statusSubscription.dispose()
print("close the editor")
commands.onCompleted()
print("type late")
commands.onNext(.type("late"))
print("commands observed: \(commands.hasObservers); text: \"\(history.value.text)\"")
