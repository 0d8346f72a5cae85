// Case app_single_login_chain (a milestone of chapter 11): a login made of callback APIs, each
// wrapped in Single.create: sign in for a token, then fetch the profile with it (flatMap), then
// show the name (map). A wrong password fails the chain at its first step and the later steps
// never start; leaving the screen before an answer disposes the subscription, which cancels the
// call in flight; a callback that answers twice is heard once; the chain starts anew for each
// subscriber, since a Single is cold.
import MiniRx

enum LoginError: Error { case wrongPassword, noProfile }

final class API {
    private var pending: [(String, () -> Void)] = []

    func call<T>(_ name: String, answer: Result<T, Error>, twice: Bool = false) -> Single<T> {
        Single.create { single in
            print("  \(name) starts")
            var cancelled = false
            self.pending.append((name, {
                guard !cancelled else { print("  nobody listens"); return }
                single(answer)
                if twice { single(answer) }
            }))
            return Disposables.create { cancelled = true; print("  \(name) disposed") }
        }
    }

    func answerNext() {
        let (name, answer) = pending.removeFirst()
        print("the server answers \(name)")
        answer()
    }
}

func login(_ api: API, password: String) -> Single<String> {
    api.call("sign-in", answer: password == "hunter2" ? .success("token-42") : .failure(LoginError.wrongPassword))
        .flatMap { token in
            api.call("profile(\(token))", answer: token == "token-42" ? .success(["name": "Ann"]) : .failure(LoginError.noProfile), twice: true)
        }
        .map { profile in "Welcome, \(profile["name"]!)" }
}

func screen(_ label: String, _ single: Single<String>) -> Disposable {
    single.subscribe(onSuccess: { print("  \(label): \($0)") }, onFailure: { print("  \(label) fails: \($0)") },
                     onDisposed: { print("  \(label) done") })
}

print("-- the right password")
let api = API()
_ = screen("login", login(api, password: "hunter2"))
api.answerNext()
api.answerNext()
print("-- a wrong password")
_ = screen("login", login(api, password: "1234"))
api.answerNext()
print("-- two screens, one leaves early")
let chain = login(api, password: "hunter2")
let first = screen("first", chain)
let second = screen("second", chain)
api.answerNext()
print("first leaves")
first.dispose()
api.answerNext()
api.answerNext()
api.answerNext()
second.dispose()
