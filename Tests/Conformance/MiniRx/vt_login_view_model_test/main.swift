// Case vt_login_view_model_test (a milestone of chapter 10): a login view model and its unit
// test on RxTest's TestScheduler, as an app's test target would write it. Inputs are hot
// observables (the e-mail field, the password field, the button); the view model enables the
// button for a valid pair (withLatestFrom the form, distinctUntilChanged), and a tap signs in
// with the form at that moment through a fake service that answers 20 ticks later (delay).
// A tap within 50 ticks of a sign-in is ignored (throttle(latest: false)).
import MiniRx
import MiniRxTest

struct LoginViewModel {
    let enabled: Observable<Bool>
    let signedIn: Observable<String>

    init(email: Observable<String>, password: Observable<String>, tap: Observable<Void>, scheduler: TestScheduler) {
        let form = password.withLatestFrom(email) { password, email in (email, password) }
        enabled = form.map { email, password in email.contains("@") && password.count >= 4 }.distinctUntilChanged()
        signedIn = tap
            .throttle(.seconds(50), latest: false, scheduler: scheduler)
            .withLatestFrom(form)
            .flatMap { email, password in
                Observable.just(password == "open sesame" ? "welcome \(email)" : "wrong password for \(email)")
                    .delay(.seconds(20), scheduler: scheduler)
            }
    }
}

let scheduler = TestScheduler(initialClock: 0)
let email = scheduler.createHotObservable([.next(210, "ann"), .next(230, "ann@example.com")])
let password = scheduler.createHotObservable([
    .next(220, "ope"), .next(240, "open"), .next(250, "open s"), .next(330, "open sesame"), .next(500, "x"),
])
let tap = scheduler.createHotObservable([.next(300, ()), .next(320, ()), .next(360, ()), .next(400, ()), .next(520, ())])
let viewModel = LoginViewModel(email: email.asObservable(), password: password.asObservable(),
                               tap: tap.asObservable(), scheduler: scheduler)

let enabled = scheduler.createObserver(Bool.self)
let signedIn = scheduler.createObserver(String.self)
scheduler.scheduleAt(200) {
    _ = viewModel.enabled.subscribe(enabled)
    _ = viewModel.signedIn.subscribe(signedIn)
}
scheduler.start()

print("enabled: \(enabled.events)")
print("signed in: \(signedIn.events)")
print("email: \(email.subscriptions)")
print("password: \(password.subscriptions)")
print("tap: \(tap.subscriptions)")
