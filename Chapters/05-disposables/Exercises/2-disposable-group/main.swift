// Exercise 5.2: the check program. Don't edit it: edit DisposableGroup.swift. Its output must be
// exactly expected.txt. Each block starts with the rule it checks.
import Ch05Disposables

/// A disposable that says when it is disposed.
func named(_ name: String) -> Cancelable {
    Disposables.create { print("dispose \(name)") }
}

let group = DisposableGroup()
group.insert(named("a"))
group.insert(named("b"))
group.insert(
    Observable<Int>.create { observer in
        observer.onNext(1)
        return named("source")
    }.subscribe(onNext: { print("onNext \($0)") }, onDisposed: { print("onDisposed") }))
group.insert(
    Disposables.create {
        print("dispose d, which inserts e")
        group.insert(named("e"))
    })
print("isDisposed before dispose(): \(group.isDisposed)")
print("-- rule: dispose() disposes everything in insertion order; what is inserted meanwhile is disposed at once")
group.dispose()
print("isDisposed after dispose(): \(group.isDisposed)")
print("-- rule: a disposed group lets go of everything it held")
print("live Ch05 objects: \(Resources.total)")
print("-- rule: a second dispose() does nothing")
group.dispose()
print("-- rule: a disposable inserted after the end is disposed at once, and not kept")
group.insert(named("f"))
print("live Ch05 objects: \(Resources.total)")
