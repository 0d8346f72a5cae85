// Exercise 13.2: the check program. Don't edit it: edit ProfileViewModel.swift. Its output
// must be exactly expected.txt.
import MiniRx

/// Opens the profile screen, types a name, shows the greeting, closes the screen: when this
/// returns, nothing holds the model any more.
@MainActor func visitProfile(typing name: String) {
    let model = ProfileViewModel()
    model.bind()
    model.name.accept(name)
    _ = model.greeting.subscribe(onNext: { print("  \($0)") })
}

do {
    for (visit, name) in ["ada", "grace", ""].enumerated() {
        print("-- visit \(visit + 1)")
        visitProfile(typing: name)
        print("  live MiniRx objects after closing the screen: \(Resources.total)")
    }
}
print("live MiniRx objects: \(Resources.total)")
