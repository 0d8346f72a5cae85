// Case app_screen_lifetime_take_until (a milestone of chapter 14): a view controller ties each
// subscription to its own lifetime with take(until: closed), the pattern RxSwift apps write with
// take(until: rx.deallocated). A subject stands for the screen's closing. Closing completes
// every subscription tied to it, in the order they were made, and releases the app-wide sources;
// a subscription made after the screen closed still waits for it (a PublishSubject does not
// replay), while one tied to a BehaviorSubject-held "closed" flag ends at once.
import MiniRx

final class ProfileScreen {
    let closed = PublishSubject<Void>()
    let closedFlag = BehaviorSubject(value: false)

    init(user: BehaviorSubject<String>, clock: PublishSubject<Int>) {
        _ = user.take(until: closed)
            .subscribe(onNext: { print("  title: \($0)") }, onCompleted: { print("  title unbound") })
        _ = clock.take(until: closed)
            .subscribe(onNext: { print("  last seen \($0) min ago") }, onCompleted: { print("  clock unbound") })
    }

    func close() {
        print("the screen closes")
        closed.onNext(())
        closedFlag.onNext(true)
    }
}

let user = BehaviorSubject(value: "Ann")
let clock = PublishSubject<Int>()
let screen = ProfileScreen(user: user, clock: clock)
clock.onNext(1)
user.onNext("Ann Lee")
screen.close()
clock.onNext(2)
print("user observed: \(user.hasObservers), clock observed: \(clock.hasObservers)")

print("a late subscription to the closed screen")
let late = clock.take(until: screen.closed).subscribe(onNext: { print("  late: \($0)") })
clock.onNext(3)
print("clock observed: \(clock.hasObservers)")
late.dispose()
print("a late subscription tied to the flag")
_ = clock.take(until: screen.closedFlag.filter { $0 })
    .subscribe(onNext: { print("  flagged: \($0)") }, onCompleted: { print("  flagged: unbound at once") })
clock.onNext(4)
print("clock observed: \(clock.hasObservers)")
