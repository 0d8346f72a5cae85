// Case app_order_timeline: an order-tracking screen. The server's status updates for an order are
// bound into two relays: a ReplayRelay.createUnbound() keeps the whole timeline, so a details
// view opened late shows every step so far; a ReplayRelay.create(bufferSize: 1) keeps the latest
// status for a badge. The courier's positions go through replayAll(): a map opened while the
// trip is live is replayed the whole route so far, and a new trip after a disconnect starts
// with an empty route, while a view subscribed during the old trip stays with the old trip's
// subject. The relays never end: a note accepted after the stream finished still reaches them.
import MiniRx

final class Server {
    private var open: AnyObserver<String>?

    var updates: Observable<String> {
        Observable.create { observer in
            print("  server: status stream opens")
            self.open = observer
            return Disposables.create {
                self.open = nil
                print("  server: status stream closes")
            }
        }
    }

    func push(_ status: String) {
        print("  server pushes \"\(status)\"")
        open?.onNext(status)
    }

    func finish() {
        print("  server finishes the stream")
        open?.onCompleted()
    }
}

final class Tracker {
    private var trips = 0
    private var open: AnyObserver<Int>?

    var positions: Observable<Int> {
        Observable.create { observer in
            self.trips += 1
            print("  tracker: trip \(self.trips) starts")
            self.open = observer
            let trip = self.trips
            return Disposables.create {
                self.open = nil
                print("  tracker: trip \(trip) ends")
            }
        }
    }

    func move(to kilometre: Int) {
        print("  courier at km \(kilometre)")
        open?.onNext(kilometre)
    }
}

print("-- the timeline and the badge")
let server = Server()
let timeline = ReplayRelay<String>.createUnbound()
let latest = ReplayRelay<String?>.create(bufferSize: 1)
let updates = server.updates.share()
let binding = updates
    .filter { !$0.isEmpty }
    .map { $0.uppercased() }
    .bind(to: timeline)
let badgeBinding = updates
    .map { $0.isEmpty ? "?" : $0 }
    .bind(to: latest)
let badge = latest.subscribe(onNext: { print("  badge: \($0 ?? "none")") })
server.push("ordered")
server.push("")
server.push("packed")
print("  the user opens the details")
let details = timeline.subscribe(onNext: { print("  details: \($0)") })
server.push("shipped")
server.finish()
print("  the relays go on after the stream ended: a note is added by hand")
timeline.accept("NOTE: LEAVE AT THE DOOR")
print("  a second details view, opened now")
let again = timeline.asObservable()
    .filter { $0.hasPrefix("NOTE") == false }
    .subscribe(onNext: { print("  details 2: \($0)") })
details.dispose()
again.dispose()
badge.dispose()
binding.dispose()
badgeBinding.dispose()

print("-- the courier's route, with replayAll()")
let tracker = Tracker()
let route = tracker.positions.replayAll()
let list = route.subscribe(onNext: { print("  list: km \($0)") })
let trip = route.connect()
tracker.move(to: 1)
tracker.move(to: 3)
print("  the user opens the map")
let map = route
    .map { "pin at km \($0)" }
    .subscribe(onNext: { print("  map: \($0)") }, onCompleted: { print("  map: completed") })
tracker.move(to: 4)
print("  the trip is over")
trip.dispose()
tracker.move(to: 5)
print("  a late map, before the next trip: nothing to replay")
let lateMap = route.subscribe(onNext: { print("  late map: km \($0)") })
let nextTrip = route.connect()
tracker.move(to: 0)
nextTrip.dispose()
list.dispose()
map.dispose()
lateMap.dispose()

