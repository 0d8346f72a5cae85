import MiniRxCocoa
import Testing

/// The common RxCocoa spellings, written as an RxCocoa program writes them: each line here
/// compiles unchanged against RxCocoa 6.10.2 (with `import RxSwift` and `import RxCocoa`, and
/// UIKit's controls in place of the stand-ins), so a ported snippet that uses them compiles here.
/// The checks show that each one also does what it does in RxCocoa.
@Suite("Ported RxCocoa snippets", .serialized)
struct PortedSnippetTests {
    /// A model object for `rx.observe`: an `NSObject` with `@objc dynamic` properties in
    /// RxCocoa, an opted-in `KeyValueObservable` here.
    final class Account: KeyValueObservable {
        let keyValueObservers = KeyValueObservers()
        var name: String? = "ann" { didSet { didChangeValue(forKey: "name") } }
    }

    @Test("Controls as sequences: rx.tap, rx.text, orEmpty, changed, controlEvent, rx.isOn")
    func controlsAsSequences() {
        expectNoLeak {
            let log = EventLog()
            let button = UIButton()
            let textField = UITextField()
            let toggle = UISwitch()
            do {
                let disposeBag = DisposeBag()
                button.rx.tap
                    .subscribe(onNext: { log.lines.append("tap") })
                    .disposed(by: disposeBag)
                button.rx.tap
                    .bind { log.lines.append("tap via bind") }
                    .disposed(by: disposeBag)
                textField.rx.text.orEmpty
                    .subscribe(onNext: { log.lines.append("text \($0)") })
                    .disposed(by: disposeBag)
                textField.rx.text.changed
                    .subscribe(onNext: { log.lines.append("changed \($0 ?? "nil")") })
                    .disposed(by: disposeBag)
                textField.rx.controlEvent(.editingChanged)
                    .subscribe(onNext: { _ in log.lines.append("editingChanged") })
                    .disposed(by: disposeBag)
                textField.rx.controlEvent([.editingDidEnd, .editingDidEndOnExit])
                    .subscribe(onNext: { log.lines.append("done editing") })
                    .disposed(by: disposeBag)
                toggle.rx.isOn
                    .subscribe(onNext: { log.lines.append("isOn \($0)") })
                    .disposed(by: disposeBag)

                button.simulateTap()
                textField.simulateTyping("a")
                textField.sendActions(for: .editingDidEndOnExit)
                toggle.simulateToggle()
            }
            // rx.text listens to every editing event, ending the edit included, and reads the
            // field each time: "changed" does not promise a different value (RxCocoa says so).
            #expect(log.lines == [
                "text ", "isOn false",
                "tap", "tap via bind",
                "text a", "changed a", "editingChanged",
                "text a", "changed a", "done editing",
                "isOn true",
            ])
        }
    }

    @Test("Sequences onto controls: bind(to:) a ControlProperty, a label, rx.isEnabled, rx.isHidden")
    func sequencesOntoControls() {
        expectNoLeak {
            let textField = UITextField()
            let label = UILabel()
            let button = UIButton()
            let toggle = UISwitch()
            let disposeBag = DisposeBag()

            // A ControlProperty is an observer too.
            Observable.just("from the model")
                .bind(to: textField.rx.text)
                .disposed(by: disposeBag)
            #expect(textField.text == "from the model")

            // `label.rx.text`, `button.rx.isEnabled`, `label.rx.isHidden` are binders for
            // settable properties, made by `Reactive`'s key-path subscript, as in RxCocoa 6.
            textField.rx.text.orEmpty
                .bind(to: label.rx.text)
                .disposed(by: disposeBag)
            toggle.rx.isOn
                .bind(to: button.rx.isEnabled)
                .disposed(by: disposeBag)
            toggle.rx.isOn
                .map { !$0 }
                .bind(to: label.rx.isHidden)
                .disposed(by: disposeBag)
            #expect(label.text == "from the model")
            #expect(!button.isEnabled && label.isHidden)

            toggle.simulateToggle()
            #expect(button.isEnabled && !label.isHidden)
        }
    }

    @Test("Driver: asDriver() on a control, drive(label.rx.text)")
    func driving() {
        expectNoLeak {
            let textField = UITextField()
            let button = UIButton()
            let label = UILabel()
            let disposeBag = DisposeBag()

            textField.rx.text.orEmpty.asDriver()
                .map { $0.uppercased() }
                .drive(label.rx.text)
                .disposed(by: disposeBag)
            textField.simulateTyping("ok")
            #expect(label.text == "OK")

            button.rx.tap.asDriver()
                .scan(0) { count, _ in count + 1 }
                .map { "\($0) taps" }
                .drive(label.rx.text)
                .disposed(by: disposeBag)
            button.simulateTap()
            #expect(label.text == "1 taps")

            button.rx.tap.asSignal()
                .emit(onNext: { label.text = "signalled" })
                .disposed(by: disposeBag)
            button.simulateTap()
            #expect(label.text == "signalled")
        }
    }

    @Test("A disabled control ignores the user, as in UIKit")
    func disabledControl() {
        expectNoLeak {
            let log = EventLog()
            let button = UIButton()
            let subscription = button.rx.tap.subscribe(onNext: { log.lines.append("tap") })
            button.isEnabled = false
            button.simulateTap()
            #expect(log.lines.isEmpty)
            subscription.dispose()
        }
    }

    @Test("KVO: rx.observe(String.self, \"key\")")
    func keyValueObserving() {
        expectNoLeak {
            let log = EventLog()
            let account = Account()
            let disposeBag = DisposeBag()
            account.rx.observe(String.self, "name")
                .subscribe(onNext: { log.lines.append($0 ?? "nil") })
                .disposed(by: disposeBag)
            account.name = "bob"
            account.name = nil
            #expect(log.lines == ["ann", "bob", "nil"])
        }
    }
}
