// Exercise 13.2: the check program. Don't edit it: edit ProfileViewModel.swift. Its output
// must be exactly expected.txt.
import MiniRx

/// Opens the profile screen, uses some of its model's features, and closes the screen: when
/// `use` returns, nothing outside holds the model any more. Then counts what the visit left
/// alive. Each visit but the last uses one feature, so each count tells about one of them.
@MainActor func visit(_ features: String, _ use: (ProfileViewModel) -> Void) {
    print("-- a visit that uses \(features)")
    let before = Resources.total
    do {
        let model = ProfileViewModel()
        use(model)
    }
    print("  MiniRx objects the visit left alive: \(Resources.total - before)")
}

do {
    visit("the title") { model in
        model.bindTitle()
        model.name.accept("ada")
        print("  title: \(model.title)")
    }
    visit("the badge") { model in
        model.bindBadge()
        model.name.accept("grace")
        print("  badge: \(model.badge)")
    }
    visit("the greeting") { model in
        model.name.accept("linus")
        _ = model.greeting.subscribe(onNext: { print("  \($0)") })
    }
    visit("all three") { model in
        model.bindTitle()
        model.bindBadge()
        model.name.accept("")
        _ = model.greeting.subscribe(onNext: { print("  \($0) (title \(model.title), badge \(model.badge))") })
    }
}
print("live MiniRx objects: \(Resources.total)")
