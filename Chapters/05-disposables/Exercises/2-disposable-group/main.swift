// Exercise 5.2: the check program. Don't edit it: edit DisposableGroup.swift. Its output must be
// exactly expected.txt.
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
print("isDisposed: \(group.isDisposed)")
print("disposing the group")
group.dispose()
print("isDisposed: \(group.isDisposed)")
print("disposing it again")
group.dispose()
print("inserting f after the end")
group.insert(named("f"))
print("done")
