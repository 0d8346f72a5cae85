// Case app_error_translation (a milestone of chapter 12): a settings screen saves each change
// through a request and turns failures into what the user should read. Inside the flatMap, a
// catch translates a server error into a user-facing one (Observable.error with a new error)
// or skips a change that was refused as a duplicate (Observable.empty), so the screen goes on;
// at the end of the chain, catchAndReturn shows a final message for a failure it cannot handle,
// and that ends the screen's subscription: later changes are not saved.
import MiniRx

enum ServerError: Error { case status(Int) }
enum UserError: Error, CustomStringConvertible {
    case message(String)
    var description: String { if case .message(let text) = self { return text }; return "" }
}

func save(_ change: String) -> Observable<String> {
    Observable.create { observer in
        print("  PUT \(change)")
        switch change {
        case "name=": observer.onError(ServerError.status(422))
        case "theme=dark": observer.onError(ServerError.status(409))
        case "email=x": observer.onError(ServerError.status(500))
        default:
            observer.onNext("saved \(change)")
            observer.onCompleted()
        }
        return Disposables.create()
    }
}

let changes = PublishSubject<String>()
_ = changes
    .flatMap { change in
        save(change).catch { error -> Observable<String> in
            print("  translating \(error)")
            switch error {
            case ServerError.status(409): return .empty()
            case ServerError.status(422): return .just("please enter a name")
            default: return .error(UserError.message("could not save \(change), try later"))
            }
        }
    }
    .catchAndReturn("settings are read-only for now")
    .subscribe(onNext: { print("  screen: \($0)") }, onCompleted: { print("  screen closes") })

for change in ["name=Ann", "name=", "theme=dark", "font=large", "email=x", "font=small"] {
    print("change \(change)")
    changes.onNext(change)
}
print("changes observed: \(changes.hasObservers)")
