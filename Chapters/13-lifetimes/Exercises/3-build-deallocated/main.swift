// Stage 13.3: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a page, a subject or a subscription that outlives its scenario
// is a leak. ReplaySubject's rules are stage 8.5's: this check runs its program too.
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// A raw observer: it prints every event it gets, a second stop event included, since an
/// `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func printer<Element>(_ name: String, react: @escaping (Event<Element>) -> Void = { _ in }) -> AnyObserver<Element> {
    AnyObserver { event in
        print("\(name) gets \(event)")
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

rule("rx.deallocated sends one () and completes once its owner has gone: after its deinit body, before the release returns") {
    scenario("one subscriber") {
        var page: Page? = Page("page")
        let a = page!.rx.deallocated.subscribe(printer("A"))
        print("releasing the page")
        page = nil
        print("the release returned")
        a.dispose()
    }
    scenario("a handler may release another owner: it is told at once, inside the handler") {
        var parent: Page? = Page("parent")
        var child: Page? = Page("child")
        let c = child!.rx.deallocated.subscribe(printer("C"))
        let p = parent!.rx.deallocated.subscribe(printer("P") { event in
            guard case .next = event else { return }
            print("P releases the child")
            child = nil
        })
        print("releasing the parent")
        parent = nil
        c.dispose()
        p.dispose()
    }
}

rule("One object per owner, made on first use: every read of rx.deallocated is the same sequence") {
    scenario("read twice, two subscribers: the () reaches both, then the completion") {
        var page: Page? = Page("page")
        let a = page!.rx.deallocated.subscribe(printer("A"))
        let before = Resources.total
        _ = page!.rx.deallocated
        print("reading rx.deallocated again made \(Resources.total - before) more objects")
        let b = page!.rx.deallocated.subscribe(printer("B"))
        print("releasing the page")
        page = nil
        a.dispose()
        b.dispose()
    }
    scenario("two owners: releasing one tells only its own subscribers") {
        var left: Page? = Page("left")
        var right: Page? = Page("right")
        let l = left!.rx.deallocated.subscribe(printer("L"))
        let r = right!.rx.deallocated.subscribe(printer("R"))
        print("releasing the left page")
        left = nil
        print("releasing the right page")
        right = nil
        l.dispose()
        r.dispose()
    }
}

rule("A subscriber that comes after the owner has gone still hears the () and the completion") {
    scenario("nobody subscribed before the release") {
        var page: Page? = Page("page")
        let deallocated = page!.rx.deallocated
        print("releasing the page")
        page = nil
        print("a late subscriber:")
        deallocated.subscribe(printer("late")).dispose()
    }
    scenario("C subscribes while A is handed the (): C hears the () and the completion") {
        var page: Page? = Page("page")
        let deallocated = page!.rx.deallocated
        var c: Disposable?
        let a = deallocated.subscribe(printer("A") { event in
            guard case .next = event else { return }
            print("C subscribes while A is handed the ()")
            c = deallocated.subscribe(printer("C"))
        })
        print("releasing the page")
        page = nil
        a.dispose()
        c?.dispose()
    }
}

rule("Nothing keeps the owner alive: not the sequence, not a subscription to it") {
    scenario("the sequence and a subscription are held while the page is released") {
        var page: Page? = Page("page")
        weak let released = page
        let deallocated = page!.rx.deallocated
        let a = deallocated.subscribe(printer("A"))
        withExtendedLifetime(deallocated) {
            print("releasing the page")
            page = nil
            print("page released: \(released == nil)")
        }
        a.dispose()
    }
}
