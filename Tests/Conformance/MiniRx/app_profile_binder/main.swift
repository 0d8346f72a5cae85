// Case app_profile_binder: a profile screen whose labels are set through Binders. `name.rx.text`
// is the key-path Binder of a plain class (Reactive's dynamic member subscript), and the screen
// writes a Binder of its own for the follower count. The model is a BehaviorRelay: the screen
// shows its current value at once, then each change. A Binder holds its target weakly: once the
// screen is closed, the bindings still alive (the model's own bag) set nothing, and nothing keeps
// the screen. A Binder given a scheduler hands it each element.
import MiniRx

final class Label: ReactiveCompatible {
    let name: String
    var text: String? {
        didSet { print("  \(name).text = \(text ?? "nil")") }
    }
    var isHidden = false {
        didSet { print("  \(name).isHidden = \(isHidden)") }
    }

    init(_ name: String) {
        self.name = name
    }

    deinit {
        print("  \(name) label is gone")
    }
}

struct Profile {
    var name: String
    var followers: Int
    var isPrivate: Bool
}

final class ProfileScreen {
    let name = Label("name")
    let followers = Label("followers")
    let lock = Label("lock")

    var followerCount: Binder<Int> {
        Binder(self) { screen, count in
            screen.followers.text = count == 1 ? "1 follower" : "\(count) followers"
        }
    }

    func bind(_ profile: Observable<Profile>, into bag: DisposeBag) {
        profile.map { $0.name as String? }.subscribe(name.rx.text).disposed(by: bag)
        profile.map { $0.followers }.distinctUntilChanged().subscribe(followerCount).disposed(by: bag)
        profile.map { !$0.isPrivate }.subscribe(lock.rx.isHidden).disposed(by: bag)
    }

    deinit {
        print("  the screen is gone")
    }
}

/// A scheduler that says when it is handed work, then runs it at once.
struct LoggingScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        print("  scheduler runs the work for \(state)")
        return action(state)
    }
}

let model = BehaviorRelay(value: Profile(name: "Ada", followers: 1, isPrivate: false))
var modelBag: DisposeBag? = DisposeBag()

print("-- the screen opens")
var screen: ProfileScreen? = ProfileScreen()
screen!.bind(model.asObservable(), into: modelBag!)

print("-- the profile changes")
model.accept(Profile(name: "Ada Lovelace", followers: 1, isPrivate: false))
model.accept(Profile(name: "Ada Lovelace", followers: 2, isPrivate: true))

print("-- the screen closes; the model's bag keeps the bindings")
screen = nil
model.accept(Profile(name: "A. Lovelace", followers: 3, isPrivate: false))
print("  nothing was set")

print("-- a banner bound with a scheduler of its own")
let banner = Label("banner")
let bannerText = Binder<String>(banner, scheduler: LoggingScheduler()) { label, text in label.text = text }
let bannerBinding = model.asObservable().map { "\($0.followers) people follow \($0.name)" }.subscribe(bannerText)
model.accept(Profile(name: "Ada", followers: 4, isPrivate: false))
bannerBinding.dispose()

print("-- the model's bag goes")
modelBag = nil
print("  done")
