// Exercise 8.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

/// A pretend server. Each subscription to `user` sends a request, which stays open until
/// `answer` replies to every open request with one element and `completed`.
final class Server {
    private(set) var requestsSent = 0
    private var open: [AnyObserver<String>] = []

    var user: Observable<String> {
        Observable.create { observer in
            self.requestsSent += 1
            print("  request #\(self.requestsSent) sent")
            self.open.append(observer)
            return Disposables.create()
        }
    }

    func answer(_ name: String) {
        let waiting = open
        open = []
        for observer in waiting {
            observer.onNext(name)
            observer.onCompleted()
        }
    }
}

/// The name label and the avatar bound to `user`; the avatar subscribes before or after the
/// first answer.
@MainActor func bind(_ title: String, avatarArrivesLate: Bool, _ makeUser: (Server) -> Observable<String>) {
    print("-- \(title)")
    let server = Server()
    let user = makeUser(server)
    let bag = DisposeBag()
    user.subscribe(onNext: { print("  label shows \($0)") }).disposed(by: bag)
    if !avatarArrivesLate {
        user.subscribe(onNext: { print("  avatar shows \($0)") }).disposed(by: bag)
    }
    server.answer("Ada")
    if avatarArrivesLate {
        user.subscribe(onNext: { print("  avatar shows \($0)") }, onCompleted: { print("  avatar completed") })
            .disposed(by: bag)
        server.answer("Grace")
    }
    print("  requests sent: \(server.requestsSent)")
}

bind("cold", avatarArrivesLate: false) { $0.user }
bind("share(), both bound before the answer", avatarArrivesLate: false) { $0.user.share() }
bind("share(), the avatar bound after the answer", avatarArrivesLate: true) { $0.user.share() }
bind("share(replay: 1), the avatar bound after the answer", avatarArrivesLate: true) {
    $0.user.share(replay: 1)
}
bind("share(replay: 1, scope: .forever), the avatar bound after the answer", avatarArrivesLate: true) {
    $0.user.share(replay: 1, scope: .forever)
}
print("live MiniRx objects: \(Resources.total)")
