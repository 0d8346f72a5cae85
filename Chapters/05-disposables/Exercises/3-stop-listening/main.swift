// Exercise 5.3: the check program. Don't edit it: edit Page.swift. Its output must be exactly
// expected.txt.
import Ch05Disposables

/// A source of headlines: `send` reaches everyone listening, and it can say how many are.
final class Feed {
    private var listeners: [Int: AnyObserver<String>] = [:]
    private var nextKey = 0

    var listenerCount: Int { listeners.count }

    /// Each subscription is one listener, until it is disposed.
    var headlines: Observable<String> {
        Observable.create { observer in
            let key = self.nextKey
            self.nextKey += 1
            self.listeners[key] = observer
            return Disposables.create { self.listeners[key] = nil }
        }
    }

    func send(_ headline: String) {
        for key in listeners.keys.sorted() {
            listeners[key]?.onNext(headline)
        }
    }
}

let feed = Feed()
var page: Page? = Page(name: "page")
page?.listen(to: feed.headlines, as: "title")
page?.listen(to: feed.headlines, as: "badge")
feed.send("one")
print("listeners: \(feed.listenerCount)")

print("the page stops listening")
page?.stopListening()
print("listeners: \(feed.listenerCount)")
feed.send("two")

print("the page listens again")
page?.listen(to: feed.headlines, as: "footer")
feed.send("three")
print("listeners: \(feed.listenerCount)")

print("leaving the page")
page = nil
print("listeners: \(feed.listenerCount)")
