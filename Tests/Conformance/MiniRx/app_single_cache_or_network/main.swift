// Case app_single_cache_or_network (a milestone of chapter 11): a weather app gets the forecast
// as a Single: from the cache when it has one (Single.just), else from the network (Single.create
// over a callback), whose answer is stored in the cache (map); an empty city name is an error at
// once (Single.error). The screen's taps reach the service through Observable's flatMap, which
// asks afresh at each tap, so a second tap on a city is a cache hit; an unknown city fails its
// Single, and that error ends the screen's subscription: a later tap gets nothing. One network
// Single subscribed twice makes two requests: a Single is cold.
import MiniRx

enum WeatherError: Error { case unknownCity(String) }

final class WeatherService {
    var cache: [String: String] = [:]
    var requests = 0

    func network(_ city: String) -> Single<String> {
        Single.create { single in
            self.requests += 1
            print("  network request for \(city)")
            single(city == "Atlantis" ? .failure(WeatherError.unknownCity(city)) : .success("\(city): sunny"))
            return Disposables.create()
        }
        .map { [self] forecast in
            cache[city] = forecast
            return forecast
        }
    }

    func forecast(_ city: String) -> Single<String> {
        if let cached = cache[city] {
            print("  cache hit for \(city)")
            return .just(cached + " (cached)")
        }
        return city.isEmpty ? .error(WeatherError.unknownCity("?")) : network(city)
    }
}

let service = WeatherService()
let taps = PublishSubject<String>()
_ = taps
    .flatMap { service.forecast($0) }
    .subscribe(onNext: { print("  show \($0)") }, onError: { print("  the screen shows an error: \($0)") })
for city in ["Oslo", "Lima", "Oslo", "Atlantis", "Lima"] {
    print("tap \(city)")
    taps.onNext(city)
}
print("requests: \(service.requests)")
print("-- no city")
_ = service.forecast("").subscribe(onFailure: { print("  failed: \($0)") })
print("-- one Single subscribed twice")
let rome = service.network("Rome")
_ = rome.subscribe(onSuccess: { print("  first: \($0)") })
_ = rome.subscribe(onSuccess: { print("  second: \($0)") })
print("requests: \(service.requests)")
