// Case app_settings_relays (a milestone of chapter 6): a settings store. Each setting is a
// BehaviorRelay, so a screen that opens later is shown the current value at once; switches send
// on a PublishRelay bound (bind(to:)) into the setting. A screen that clamps the font size from
// inside its onNext accepts again during delivery: the screens after it see the clamped value
// first, then the stale one, while the relay's value is already the clamped one.
import MiniRx

final class Settings {
    let darkMode = BehaviorRelay(value: false)
    let fontSize = BehaviorRelay(value: 14)
    let darkModeSwitch = PublishRelay<Bool>()
    let bag = DisposeBag()

    init() {
        darkModeSwitch.bind(to: darkMode).disposed(by: bag)
    }
}

final class Screen {
    let bag = DisposeBag()

    init(_ name: String, _ settings: Settings, clamps: Bool = false) {
        print("\(name) opens")
        settings.darkMode
            .subscribe(onNext: { print("  \(name): dark mode \($0)") },
                       onDisposed: { print("  \(name): stops watching dark mode") })
            .disposed(by: bag)
        settings.fontSize
            .subscribe(onNext: { size in
                print("  \(name): font size \(size)")
                if clamps && size > 24 {
                    print("  \(name): clamps \(size) to 24")
                    settings.fontSize.accept(24)
                }
            }, onDisposed: { print("  \(name): stops watching font size") })
            .disposed(by: bag)
    }

    deinit { print("a screen closes") }
}

let settings = Settings()
var home: Screen? = Screen("home", settings, clamps: true)
print("the user turns dark mode on")
settings.darkModeSwitch.accept(true)
print("the same again")
settings.darkModeSwitch.accept(true)
var preview: Screen? = Screen("preview", settings)
print("the user picks font size 30")
settings.fontSize.accept(30)
print("font size now: \(settings.fontSize.value)")
home = nil
print("the user picks font size 18")
settings.fontSize.accept(18)
preview = nil
print("the user turns dark mode off; nobody watches")
settings.darkModeSwitch.accept(false)
print("dark mode now: \(settings.darkMode.value)")
