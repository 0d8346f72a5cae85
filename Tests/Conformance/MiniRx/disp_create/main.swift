// Case disp_create: Disposables.create() (no-op), create { } / create(with:) (action runs
// exactly once, isDisposed flips), create(d1, d2) (both disposed, in order, once),
// create(d1, d2, d3) and create([..]) (in order).
import MiniRx

func named(_ name: String) -> Cancelable {
    Disposables.create { print("dispose \(name)") }
}

print("-- Disposables.create()")
let nop = Disposables.create()
nop.dispose()
nop.dispose()
print("no-op disposed twice, nothing printed")

print("-- Disposables.create { }")
let action = Disposables.create { print("action ran") }
print("isDisposed before: \(action.isDisposed)")
action.dispose()
print("isDisposed after: \(action.isDisposed)")
action.dispose()
print("second dispose: nothing printed")

print("-- Disposables.create(with:)")
let withAction = Disposables.create(with: { print("with-action ran") })
print("isDisposed before: \(withAction.isDisposed)")
withAction.dispose()
withAction.dispose()
print("isDisposed after: \(withAction.isDisposed)")

print("-- Disposables.create(d1, d2)")
let pair = Disposables.create(named("p1"), named("p2"))
print("pair isDisposed: \(pair.isDisposed)")
pair.dispose()
print("pair isDisposed: \(pair.isDisposed)")
pair.dispose()

print("-- Disposables.create(d1, d2, d3)")
let triple = Disposables.create(named("t1"), named("t2"), named("t3"))
triple.dispose()
print("triple isDisposed: \(triple.isDisposed)")
triple.dispose()

print("-- Disposables.create([..])")
let list = Disposables.create([named("l1"), named("l2"), named("l3")])
list.dispose()
list.dispose()
let listOfTwo = Disposables.create([named("m1"), named("m2")])
listOfTwo.dispose()

print("-- inner already disposed")
let early = named("early")
early.dispose()
let wrapper = Disposables.create(early, named("late"))
wrapper.dispose()
print("-- end")
