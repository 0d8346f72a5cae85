// Exercise 13.3: the check program. Don't edit it: edit Reactive+Deallocation.swift. Its output
// must be exactly expected.txt. Each block starts with the rule it checks and ends with the
// number of MiniRx objects still alive, which must be 0: a page, a subject or a subscription
// that outlives its block is a leak.
import MiniRx

/// Runs one block of the check: prints its rule, runs it, then counts what it left alive.
func check(_ rule: String, _ body: () -> Void) {
    print("-- rule: \(rule)")
    body()
    print("   live MiniRx objects: \(Resources.total)")
}

/// A raw observer: it prints every event it receives, a second `next` or stop event included,
/// since an `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func observer(_ name: String, react: @escaping (Event<Void>) -> Void = { _ in }) -> AnyObserver<Void> {
    AnyObserver { event in
        print("\(name) \(event)")
        react(event)
    }
}

/// An object that opts in to associated objects, as chapter 13's pages do, and says when its
/// `deinit` body runs.
final class Page: HasAssociatedObjects {
    let associatedObjects = AssociatedObjects()
    let name: String

    init(_ name: String) {
        self.name = name
    }

    deinit {
        print("\(name): deinit body")
    }
}

check("rx.deallocation sends one () and completes once its owner has gone: after the deinit body, before the last release returns") {
    var page: Page? = Page("page")
    let a = page!.rx.deallocation.subscribe(observer("A"))
    print("releasing the page")
    page = nil
    print("the release returned")
    a.dispose()
}

check("one attached object per owner, made on first use: every read of rx.deallocation is the same sequence, and its subscribers hear the one deallocation once: the () reaches them all, then the completion") {
    var page: Page? = Page("page")
    let a = page!.rx.deallocation.subscribe(observer("A"))
    let before = Resources.total
    _ = page!.rx.deallocation
    print("reading rx.deallocation again attached \(Resources.total - before) more objects")
    let b = page!.rx.deallocation.subscribe(observer("B"))
    print("releasing the page")
    page = nil
    a.dispose()
    b.dispose()
}

check("nothing is sent while the owner lives; a subscription disposed before it goes hears nothing, and is let go at once") {
    var page: Page? = Page("page")
    let b = page!.rx.deallocation.subscribe(observer("B"))
    let before = Resources.total
    do {
        let a = page!.rx.deallocation.subscribe(observer("A"))
        a.dispose()
        a.dispose()
    }
    print("while the page is alive, A subscribed and disposed: \(Resources.total - before) objects left behind")
    print("releasing the page")
    page = nil
    b.dispose()
}

check("holding rx.deallocation, or a subscription to it, does not keep the owner alive") {
    var page: Page? = Page("page")
    weak let released = page
    let deallocation = page!.rx.deallocation
    let a = deallocation.subscribe(observer("A"))
    withExtendedLifetime(deallocation) {
        print("releasing the page, while its sequence and a subscription to it are held")
        page = nil
        print("page released: \(released == nil)")
    }
    a.dispose()
}

check("each owner has its own: releasing one tells only its own subscribers") {
    var left: Page? = Page("left")
    var right: Page? = Page("right")
    let l = left!.rx.deallocation.subscribe(observer("L"))
    let r = right!.rx.deallocation.subscribe(observer("R"))
    print("releasing the left page")
    left = nil
    print("releasing the right page")
    right = nil
    l.dispose()
    r.dispose()
}

check("a subscriber that comes after the owner has gone still hears it: the () and completed are replayed") {
    var page: Page? = Page("page")
    let deallocation = page!.rx.deallocation
    print("releasing the page, with nobody subscribed")
    page = nil
    print("a late subscriber:")
    deallocation.subscribe(observer("late")).dispose()
}

check("an owner that keeps a subscription to its own rx.deallocation in its rx.disposeBag is no cycle: it goes when released") {
    var page: Page? = Page("page")
    weak let released = page
    page!.rx.deallocation.subscribe(observer("A")).disposed(by: page!.rx.disposeBag)
    print("releasing the page")
    page = nil
    print("page released: \(released == nil)")
}

check("a handler may release another owner: that owner's deallocation is delivered at once, inside the handler, before the outer delivery goes on") {
    var parent: Page? = Page("parent")
    var child: Page? = Page("child")
    let c = child!.rx.deallocation.subscribe(observer("C"))
    let p = parent!.rx.deallocation.subscribe(observer("P") { event in
        guard case .next = event else { return }
        print("P releases the child")
        child = nil
    })
    print("releasing the parent")
    parent = nil
    c.dispose()
    p.dispose()
}

print("live MiniRx objects: \(Resources.total)")
