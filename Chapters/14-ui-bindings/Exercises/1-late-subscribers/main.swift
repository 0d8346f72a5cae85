// Exercise 14.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRxCocoa

do {
    let button = UIButton()
    let field = UITextField()
    field.text = "hi"

    print("-- early subscribers")
    let earlyTaps = button.rx.tap.subscribe(onNext: { print("  early tap") })
    let earlyText = field.rx.text.subscribe(onNext: { print("  early text: \($0 ?? "nil")") })

    print("-- the user taps and types \"!\"")
    button.simulateTap()
    field.simulateTyping("!")

    print("-- the program sets the text to \"bye\"")
    field.text = "bye"

    print("-- late subscribers")
    let lateTaps = button.rx.tap.subscribe(onNext: { print("  late tap") })
    let lateText = field.rx.text.subscribe(onNext: { print("  late text: \($0 ?? "nil")") })
    let lateChanges = field.rx.text.changed.subscribe(onNext: { print("  late change: \($0 ?? "nil")") })

    print("-- the user taps again and deletes a character")
    button.simulateTap()
    field.simulateBackspace()

    for subscription in [earlyTaps, earlyText, lateTaps, lateText, lateChanges] {
        subscription.dispose()
    }
}
print("live MiniRx objects: \(Resources.total)")
