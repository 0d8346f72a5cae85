// Stage 14.5: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0.
import MyRx
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    // Work a scenario left queued on the main loop runs now, before the count.
    MainScheduler.instance.runUntilIdle()
    print("   live MyRx objects: \(Resources.total)")
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure" }
}

/// A stand-in for a label on a screen: it says when it is set, and when it goes.
final class Label: ReactiveCompatible {
    let name: String
    var text: String? {
        didSet { print("\(name).text = \(text ?? "nil")") }
    }
    var isHidden = false {
        didSet { print("\(name).isHidden = \(isHidden)") }
    }

    init(_ name: String) {
        self.name = name
    }

    deinit {
        print("\(name) is gone")
    }
}

/// A scheduler that says when work is handed to it, then runs it at once.
struct SayingScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        print("scheduler: runs the work for \(state)")
        return action(state)
    }
}

/// A scheduler that keeps the work it is handed until `run()`.
final class HoldingScheduler: ImmediateSchedulerType {
    private var waiting: [() -> Void] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        print("scheduler: holds the work for \(state)")
        waiting.append { _ = action(state) }
        return Disposables.create()
    }

    func run() {
        print("scheduler: runs what it holds")
        let work = waiting
        waiting = []
        work.forEach { $0() }
    }
}

/// Runs `body` with standard output caught, then prints what it printed there. A binder reports
/// an error by printing `file:line: message`, as a release build of RxSwift does (a debug build
/// stops); the file and line are your file's, so only the message is shown.
func showReports(during body: () -> Void) {
    fflush(nil)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { fatalError("pipe failed") }
    let saved = dup(1)
    dup2(ends[1], 1)
    body()
    fflush(nil)
    dup2(saved, 1)
    close(saved)
    close(ends[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(ends[0], &buffer, buffer.count), count > 0 {
        bytes += buffer[0..<count]
    }
    close(ends[0])
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    if lines.isEmpty { print("reported: nothing") }
    for line in lines {
        if let start = line.range(of: "Binding error") {
            print("reported: \(line[start.lowerBound...])")
        } else {
            print("printed: \(line)")
        }
    }
}

rule("A Binder sets each element on its target through its closure, on its scheduler") {
    scenario("a label bound to names: each name is set") {
        let label = Label("label")
        let names = PublishSubject<String>()
        let binding = names.bind(to: Binder<String>(label) { label, name in label.text = name })
        names.onNext("Ada")
        names.onNext("Grace")
        binding.dispose()
    }
    scenario("a Binder given a scheduler hands each element to it") {
        let label = Label("label")
        let binder = Binder<String>(label, scheduler: SayingScheduler()) { label, name in label.text = name }
        binder.on(.next("Ada"))
        binder.onNext("Grace")
    }
    scenario("the default scheduler is a MainScheduler of the Binder's own: a name sent while one is being set waits for the main loop") {
        let label = Label("label")
        let names = PublishSubject<String>()
        let binder = Binder<String>(label) { label, name in
            label.text = name
            if name == "Ada" {
                print("the binding sends Grace while it sets Ada")
                names.onNext("Grace")
                print("the binding is done with Ada")
            }
        }
        let binding = names.bind(to: binder)
        names.onNext("Ada")
        print("the program turns the main loop")
        MainScheduler.instance.runUntilIdle()
        binding.dispose()
    }
    scenario("asObserver(): the same Binder behind an AnyObserver") {
        let label = Label("label")
        let observer: AnyObserver<String> = Binder<String>(label) { label, name in label.text = name }.asObserver()
        observer.onNext("Ada")
        observer.onCompleted()
        observer.onNext("Grace")
    }
}

rule("A Binder does not keep its target alive; once the target is gone, elements are dropped, even one its scheduler held from before") {
    scenario("the label goes while a binding stays; later names are dropped") {
        let names = PublishSubject<String>()
        var label: Label? = Label("label")
        let binding = names.bind(to: Binder<String>(label!) { label, name in label.text = name })
        names.onNext("Ada")
        print("the screen lets go of the label")
        label = nil
        names.onNext("Grace")
        print("names still has observers: \(names.hasObservers)")
        binding.dispose()
    }
    scenario("work the scheduler held for the label runs after it is gone: nothing is set") {
        let scheduler = HoldingScheduler()
        var label: Label? = Label("label")
        let binder = Binder<String>(label!, scheduler: scheduler) { label, name in label.text = name }
        binder.onNext("Ada")
        print("the screen lets go of the label")
        label = nil
        scheduler.run()
        print("done")
    }
}

rule("An error sent to a Binder is reported as a binding error and not bound; completed is ignored; the Binder goes on") {
    scenario("names fails: reported, and the label keeps its text") {
        let label = Label("label")
        let binder = Binder<String>(label) { label, name in label.text = name }
        let names = PublishSubject<String>()
        let binding = names.bind(to: binder)
        names.onNext("Ada")
        print("names fails")
        showReports { names.onError(Failure()) }
        print("label.text is \(label.text ?? "nil")")
        print("the same Binder, bound to other names")
        let other = Observable.just("Grace").bind(to: binder)
        binding.dispose()
        other.dispose()
    }
    scenario("completed: nothing happens; the Binder goes on") {
        let label = Label("label")
        let binder = Binder<String>(label) { label, name in label.text = name }
        showReports { binder.onCompleted() }
        binder.onNext("Ada")
    }
}

rule("rx's key-path subscript makes a Binder for any settable property: label.rx.text sets label.text") {
    scenario("label.rx.text and label.rx.isHidden") {
        let label = Label("label")
        let names = PublishSubject<String?>()
        let hidden = PublishSubject<Bool>()
        let bindings = [names.bind(to: label.rx.text), hidden.bind(to: label.rx.isHidden)]
        names.onNext("Ada")
        hidden.onNext(true)
        names.onNext(nil)
        bindings.forEach { $0.dispose() }
    }
    scenario("label.rx.text does not keep the label alive") {
        let names = PublishSubject<String?>()
        var label: Label? = Label("label")
        let binding = names.bind(to: label!.rx.text)
        names.onNext("Ada")
        print("the screen lets go of the label")
        label = nil
        names.onNext("Grace")
        binding.dispose()
    }
}
