// Case app_form_state_relays: a sign-up form keeps its state in BehaviorRelays, fed by
// bind(to:) from the text fields' changes; a PublishRelay carries the button's taps. The form
// reads the relays' values when the button is tapped, and a field that stops sending (its
// screen goes) does not end the relay bound to it.
import MiniRx

final class SignUpForm {
    let username = BehaviorRelay(value: "")
    let password = BehaviorRelay(value: "")
    let submitTaps = PublishRelay<Void>()
    let disposeBag = DisposeBag()

    init(usernameText: Observable<String>, passwordText: Observable<String>) {
        usernameText.bind(to: username).disposed(by: disposeBag)
        passwordText.bind(to: password).disposed(by: disposeBag)
        username
            .subscribe(onNext: { name in
                print("  username check: '\(name)' is \(name.count >= 3 ? "long enough" : "too short")")
            })
            .disposed(by: disposeBag)
        submitTaps
            .subscribe(onNext: { [unowned self] in
                print("submit: \(self.username.value) / \(String(repeating: "*", count: self.password.value.count))")
            })
            .disposed(by: disposeBag)
    }
}

let usernameField = PublishSubject<String>()
let passwordField = PublishSubject<String>()

do {
    let form = SignUpForm(usernameText: usernameField, passwordText: passwordField)
    print("-- typing")
    usernameField.onNext("a")
    usernameField.onNext("ad")
    usernameField.onNext("ada")
    passwordField.onNext("secret")
    print("-- tap")
    form.submitTaps.accept(())
    print("-- the username field goes away (completed)")
    usernameField.onCompleted()
    print("username still: \(form.username.value)")
    print("-- the form sets the username itself")
    form.username.accept("ada.l")
    form.submitTaps.accept(())
    print("-- a late subscriber to the username gets its value at once")
    let late = form.username.subscribe(onNext: { print("late: \($0)") })
    late.dispose()
    print("-- the form goes")
}
passwordField.onNext("ignored")
print("password field still has observers: \(passwordField.hasObservers)")
