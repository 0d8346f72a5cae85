// Exercise 14.2: the check program. Don't edit it: edit UIButton+Title.swift. Its output must
// be exactly expected.txt.
import MiniRxCocoa

func printTitles(of button: UIButton) {
    print("normal: \(button.title(for: .normal) ?? "nil"), highlighted: \(button.title(for: .highlighted) ?? "nil")")
}

do {
    var button: UIButton? = UIButton()
    weak var watched = button
    let titles = PublishSubject<String?>()
    let normal = titles.bind(to: button!.rx.title(for: .normal))
    let highlighted = titles.map { $0.map { "[\($0)]" } }.bind(to: button!.rx.title(for: .highlighted))

    titles.onNext("Save")
    printTitles(of: button!)
    titles.onNext(nil)
    printTitles(of: button!)
    titles.onNext("Done")
    printTitles(of: button!)

    print("the screen releases the button while the bindings are still there:")
    button = nil
    print("  button gone: \(watched == nil)")
    titles.onNext("Nobody")
    print("  (no crash: the title went nowhere)")

    for binding in [normal, highlighted] { binding.dispose() }
}
print("live MiniRx objects: \(Resources.total)")
