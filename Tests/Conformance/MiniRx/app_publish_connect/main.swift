// Case app_publish_connect: a stock ticker published to several screens (publish, connect,
// refCount, multicast(makeSubject:)). Screens that subscribe before connect hear nothing and
// the source is not subscribed; connect starts one subscription for all; a second connect while
// connected starts no other; disposing the connection stops the source and a later connect starts
// it again for the screens still there; with refCount the source starts with the first screen and
// stops with the last, and starts again for a later one.
import MiniRx

var feeds = 0
var feed: AnyObserver<Int>?
let ticker = Observable<Int>.create { observer in
    feeds += 1
    let number = feeds
    print("  feed \(number) opened")
    feed = observer
    return Disposables.create { print("  feed \(number) closed") }
}

func screen(_ name: String, _ prices: Observable<Int>) -> Disposable {
    prices.subscribe(
        onNext: { print("  \(name) \($0)") },
        onCompleted: { print("  \(name) completed") }
    )
}

print("-- publish and connect")
let published = ticker.publish()
let chart = screen("chart", published.asObservable())
let list = screen("list", published.asObservable())
print("connect")
let connection = published.connect()
feed!.onNext(100)
print("connect again")
let again = published.connect()
feed!.onNext(101)
print("disconnect")
connection.dispose()
again.dispose()
feed!.onNext(102)
print("list goes, connect")
list.dispose()
let connection2 = published.connect()
feed!.onNext(103)
connection2.dispose()
chart.dispose()

print("-- multicast(makeSubject:) after a completion")
let made = ticker.multicast(makeSubject: { PublishSubject<Int>() })
let watch = screen("watch", made.asObservable())
let connection3 = made.connect()
feed!.onNext(200)
feed!.onCompleted()
connection3.dispose()
print("a new screen, connect")
let phone = screen("phone", made.asObservable())
let connection4 = made.connect()
feed!.onNext(201)
connection4.dispose()
watch.dispose(); phone.dispose()

print("-- refCount")
let counted = ticker.publish().refCount()
let one = screen("one", counted)
feed!.onNext(300)
let two = screen("two", counted)
feed!.onNext(301)
one.dispose()
print("one gone")
two.dispose()
print("two gone")
let three = screen("three", counted)
feed!.onNext(302)
three.dispose()
