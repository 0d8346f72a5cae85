// Case app_signup_form (a milestone of chapter 7): a sign-up form. Each field writes into one
// BehaviorRelay holding the form; what the form shows is derived from it: the first problem
// (map, distinctUntilChanged, so typing that does not change the verdict is not shown again)
// and whether the button is enabled (distinctUntilChanged(at:) on a key path). A tap takes the
// form as it is (withLatestFrom), goes through only when valid, and registers (flatMap); the
// first account made closes the form (take(1)), which releases the button, after the
// subscriber has seen completed and its onDisposed has run.
import MiniRx

struct Form { var name = ""; var password = ""; var repeated = "" }

func problem(_ form: Form) -> String? {
    if form.name.count < 3 { return "name too short" }
    if form.password.count < 6 { return "password too short" }
    if form.password != form.repeated { return "passwords differ" }
    return nil
}

struct Verdict { let problem: String?; var valid: Bool { problem == nil } }

let form = BehaviorRelay(value: Form())
let taps = PublishSubject<Void>()
let bag = DisposeBag()

let verdicts = form.map { Verdict(problem: problem($0)) }
verdicts.map { $0.problem ?? "ready" }.distinctUntilChanged()
    .subscribe(onNext: { print("  message: \($0)") }).disposed(by: bag)
verdicts.distinctUntilChanged(at: \.valid)
    .subscribe(onNext: { print("  button enabled: \($0.valid)") }).disposed(by: bag)

func register(_ form: Form) -> Observable<String> {
    Observable.create { observer in
        print("  register \(form.name)")
        observer.onNext("account \(form.name.lowercased())")
        observer.onCompleted()
        return Disposables.create()
    }
}

taps.withLatestFrom(form)
    .filter { form in
        let valid = problem(form) == nil
        if !valid { print("  the tap is ignored") }
        return valid
    }
    .flatMap(register)
    .take(1)
    .subscribe(onNext: { print("  welcome, \($0)") }, onCompleted: { print("  the form closes") },
               onDisposed: { print("  button still observed: \(taps.hasObservers)") })
    .disposed(by: bag)

@MainActor func edit(_ label: String, _ change: (inout Form) -> Void) {
    print(label)
    var value = form.value
    change(&value)
    form.accept(value)
}

edit("name \"Al\"") { $0.name = "Al" }
print("tap")
taps.onNext(())
edit("name \"Alice\"") { $0.name = "Alice" }
edit("password \"secret\"") { $0.password = "secret" }
edit("repeat \"secre\"") { $0.repeated = "secre" }
edit("repeat \"secret\"") { $0.repeated = "secret" }
edit("name \"Alice B\"") { $0.name = "Alice B" }
print("tap")
taps.onNext(())
print("tap again; button observed: \(taps.hasObservers)")
taps.onNext(())
edit("password \"abc\"") { $0.password = "abc" }
