// Case app_location_share: one GPS receiver shared with share() by a map, a speed label and a
// "send my location" button (withLatestFrom). The receiver is switched on by the first
// subscriber and off when the last one leaves; a consumer that joins late gets nothing until the
// next fix (share() replays nothing); once every consumer has gone, the next one switches the
// receiver on again. A lost signal (an error) reaches every consumer once and switches it off.
import MiniRx

enum GPSError: Error { case signalLost }

final class GPS {
    private var switchedOn = 0
    private var listener: AnyObserver<Int>?

    var fixes: Observable<Int> {
        Observable.create { observer in
            self.switchedOn += 1
            print("  GPS on (\(self.switchedOn))")
            self.listener = observer
            return Disposables.create {
                self.listener = nil
                print("  GPS off")
            }
        }
    }

    func fix(_ metres: Int) {
        print("  fix at \(metres) m\(listener == nil ? " (nobody listens)" : "")")
        listener?.onNext(metres)
    }

    func lose() {
        print("  signal lost")
        listener?.onError(GPSError.signalLost)
    }
}

let gps = GPS()
let location = gps.fixes.share()
let taps = PublishSubject<Void>()

print("-- the map opens")
let map = location.subscribe(onNext: { print("  map centres on \($0) m") })
gps.fix(0)
gps.fix(40)

print("-- the speed label opens late, and the send button is wired")
let speed = location
    .filter { $0 > 0 }
    .map { "\($0 / 10) m/s" }
    .subscribe(onNext: { print("  speed shows \($0)") })
let send = taps
    .withLatestFrom(location)
    .subscribe(onNext: { print("  sends location \($0) m") })
print("  tap before the next fix")
taps.onNext(())
gps.fix(90)
print("  tap")
taps.onNext(())

print("-- the map closes; the others keep the GPS on")
map.dispose()
gps.fix(130)

print("-- everyone closes")
speed.dispose()
send.dispose()
gps.fix(150)

print("-- the map opens again")
let mapAgain = location.subscribe(
    onNext: { print("  map centres on \($0) m") },
    onError: { print("  map shows \($0)") }
)
let label = location.subscribe(onError: { print("  label shows \($0)") })
gps.fix(160)
gps.lose()
gps.fix(170)
mapAgain.dispose()
label.dispose()
