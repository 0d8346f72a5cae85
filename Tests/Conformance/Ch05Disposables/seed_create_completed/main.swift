// Case seed_create_completed: blog claim (ii). Events sent after onCompleted are dropped;
// `subscribe { print($0) }` prints Event values as next(...) / completed.
import Ch05Disposables

_ = Observable<String>.create { ob in
    ob.onNext("Hello World")
    ob.onCompleted()
    ob.onNext("Hello again")
    return Disposables.create()
}.subscribe { print($0) }

print("-- end")
