// Exercise 11.2, a reference solution.
import MiniRx

extension Geocoder {
    /// The coordinates of `place`: each subscription starts one lookup with
    /// `geocode(_:completion:)`, and disposing the subscription before the answer cancels it.
    func coordinates(of place: String) -> Single<Coordinates> {
        Single<Coordinates>.create { single in
            let request = self.geocode(place) { result in
                switch result {
                case .success(let coordinates): single(.success(coordinates))
                case .failure(let error): single(.failure(error))
                }
            }
            // Runs when the subscription is disposed: early (a cancel) or after the answer.
            return Disposables.create { request.cancel() }
        }
    }
}
