// Exercise 11.2: the check program. Don't edit it: edit Geocoder+Rx.swift. Its output must be
// exactly expected.txt.
import MiniRx

struct Coordinates {
    let latitude: Double
    let longitude: Double
}

enum GeocodeError: Error, CustomDebugStringConvertible {
    case unknownPlace(String)

    // A SingleEvent prints its error with String(reflecting:): this is the text it shows.
    var debugDescription: String {
        switch self {
        case .unknownPlace(let place): return "no place called \(place)"
        }
    }
}

/// A lookup the geocoder is working on. `cancel()` stops it if it has not answered yet, and
/// does nothing after.
final class GeocodeRequest {
    let place: String
    var pending: Disposable?

    init(place: String) {
        self.place = place
    }

    func cancel() {
        guard let pending else { return }
        print("  geocoder: lookup of \(place) cancelled")
        pending.dispose()
        self.pending = nil
    }
}

/// A callback API of the usual shape, a completion handler and a token to cancel with: each call
/// starts one lookup, which answers once, 100 ms later on the main loop's virtual clock, unless
/// it is cancelled first.
final class Geocoder {
    private(set) var lookups = 0
    private let known = [
        "Paris": Coordinates(latitude: 48.86, longitude: 2.35),
        "Lisbon": Coordinates(latitude: 38.72, longitude: -9.14),
    ]

    func geocode(_ place: String, completion: @escaping (Result<Coordinates, GeocodeError>) -> Void)
        -> GeocodeRequest
    {
        lookups += 1
        print("  geocoder: looking up \(place)")
        let request = GeocodeRequest(place: place)
        let answer = known[place]
        request.pending = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            request.pending = nil
            if let answer {
                completion(.success(answer))
            } else {
                completion(.failure(.unknownPlace(place)))
            }
            return Disposables.create()
        }
        return request
    }
}

/// Lets `milliseconds` of virtual time pass, running whatever falls due.
func wait(_ milliseconds: Int) {
    print("  … \(milliseconds) ms")
    MainScheduler.instance.advance(by: .milliseconds(milliseconds))
}

func show(_ coordinates: Coordinates) -> String {
    "\(coordinates.latitude), \(coordinates.longitude)"
}

do {
    let geocoder = Geocoder()

    print("-- a Single is cold: nothing happens until it is subscribed")
    let paris = geocoder.coordinates(of: "Paris")
    print("  made; lookups so far: \(geocoder.lookups)")
    _ = paris.subscribe(
        onSuccess: { print("  success: \(show($0))") },
        onFailure: { print("  failure: \($0)") },
        onDisposed: { print("  disposed") })
    wait(200)

    print("-- a place the geocoder does not know")
    _ = geocoder.coordinates(of: "Atlantis").subscribe { print("  event: \($0.map(show))") }
    wait(200)

    print("-- disposed before the answer: the lookup is cancelled")
    let impatient = geocoder.coordinates(of: "Lisbon").subscribe(
        onSuccess: { print("  success: \(show($0))") },
        onDisposed: { print("  disposed") })
    wait(50)
    impatient.dispose()
    wait(200)

    print("-- two subscribers, two lookups")
    let lisbon = geocoder.coordinates(of: "Lisbon")
    _ = lisbon.subscribe(onSuccess: { print("  first: \(show($0))") })
    _ = lisbon.subscribe(onSuccess: { print("  second: \(show($0))") })
    wait(200)
    print("  lookups: \(geocoder.lookups)")
}
print("live MiniRx objects: \(Resources.total)")
