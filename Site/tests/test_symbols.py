"""Each symbol once, in the module that declares it; code spans that name one symbol."""

import unittest

from minirx_site import symbols


def symbol(usr, path, module=None, kind="swift.class"):
    found = {"identifier": {"precise": usr}, "pathComponents": path, "kind": {"identifier": kind},
             "names": {"title": path[-1]}}
    if module:
        found["location"] = {"uri": f"file:///repo/Sources/{module}/File.swift"}
    return found


def member(source, target):
    return {"kind": "memberOf", "source": source, "target": target}


# MiniRxCocoa's graph as the compiler writes it: MiniRx's symbols come along (re-exported).
COCOA = {
    "module": {"name": "MiniRxCocoa"},
    "symbols": [
        symbol("s:subject", ["PublishSubject"], "MiniRx"),
        symbol("s:subject.on", ["PublishSubject", "on(_:)"], "MiniRx", "swift.method"),
        symbol("s:reactive", ["Reactive"], "MiniRx", "swift.struct"),
        symbol("s:event", ["ControlEvent"], "MiniRxCocoa", "swift.struct"),
        symbol("s:map::SYNTHESIZED::s:event", ["ControlEvent", "map(_:)"], None, "swift.method"),
        symbol("s:tap", ["Reactive", "tap"], "MiniRxCocoa", "swift.property"),
    ],
    "relationships": [
        member("s:subject.on", "s:subject"),
        member("s:map::SYNTHESIZED::s:event", "s:event"),
        member("s:tap", "s:reactive"),
        {"kind": "conformsTo", "source": "s:event", "target": "s:observabletype"},
    ],
}


class OwnGraphTests(unittest.TestCase):
    def test_a_module_keeps_its_own_symbols_and_those_synthesized_for_its_types(self):
        own = symbols.own_graph(COCOA, "MiniRxCocoa")
        self.assertEqual(
            sorted(s["identifier"]["precise"] for s in own["symbols"]),
            ["s:event", "s:map::SYNTHESIZED::s:event", "s:tap"],
        )
        self.assertNotIn("s:subject.on", [r["source"] for r in own["relationships"]])

    def test_its_members_of_another_modules_type_move_to_an_extension_of_it(self):
        own, extensions = symbols.extensions_of_others(COCOA, symbols.own_graph(COCOA, "MiniRxCocoa"), "MiniRxCocoa")
        self.assertNotIn("s:tap", [s["identifier"]["precise"] for s in own["symbols"]])
        extension = extensions["MiniRx"]
        block = next(s for s in extension["symbols"] if s["kind"]["identifier"] == "swift.extension")
        self.assertEqual(block["swiftExtension"]["extendedModule"], "MiniRx")
        self.assertIn({"kind": "extensionTo", "source": block["identifier"]["precise"], "target": "s:reactive",
                       "targetFallback": "MiniRx.Reactive"}, extension["relationships"])
        self.assertIn(member("s:tap", block["identifier"]["precise"]), extension["relationships"])


class ExtensionGraphTests(unittest.TestCase):
    # MiniRxTest@MiniRx: MiniRxTest makes MiniRx's Event Equatable; `!=` comes with it.
    GRAPH = {
        "symbols": [
            symbol("s:e:event", ["Event"], "MiniRxTest", "swift.extension"),
            symbol("s:eq", ["Event", "==(_:_:)"], "MiniRxTest", "swift.func.op"),
            symbol("s:ne::SYNTHESIZED::s:event", ["Event", "!=(_:_:)"], None, "swift.func.op"),
        ],
        "relationships": [member("s:eq", "s:e:event"), member("s:ne::SYNTHESIZED::s:event", "s:e:event"),
                          {"kind": "extensionTo", "source": "s:e:event", "target": "s:event"}],
    }

    def test_a_synthesized_member_belongs_with_the_extension_it_is_a_member_of(self):
        own = symbols.own_graph(self.GRAPH, "MiniRxTest")
        self.assertEqual(len(own["symbols"]), 3)
        self.assertEqual(symbols.own_graph(self.GRAPH, "MiniRx")["symbols"], [])


MINIRX = {
    "symbols": [
        symbol("a", ["PublishSubject"]),
        symbol("b", ["ObservableType"]),
        symbol("c", ["ObservableType", "map(_:)"]),
        symbol("d", ["ObservableType", "share(replay:scope:)"]),
        symbol("e", ["ObservableType", "subscribe(_:)"]),
        symbol("f", ["ObservableType", "subscribe(onNext:onError:onCompleted:onDisposed:)"]),
        symbol("g", ["Observable", "create(_:)"]),
        symbol("h", ["Resources", "total"]),
        symbol("i", ["Resources"]),
        symbol("j", ["ObservableType", "asObservable()"]),
        symbol("k", ["DisposeBag", "insert(_:)"]),
        symbol("l", ["DisposeBag", "insert(_:)"]),
    ],
    "relationships": [{"kind": "defaultImplementationOf", "source": "j", "target": "x"}],
}


class SymbolLinkTests(unittest.TestCase):
    index = symbols.SymbolIndex(MINIRX)

    def test_a_type(self):
        self.assertEqual(self.index.link("PublishSubject"), "PublishSubject")
        self.assertEqual(self.index.link("PublishSubject<Int>"), "PublishSubject")

    def test_a_member_named_with_its_type(self):
        self.assertEqual(self.index.link("Observable.create"), "Observable/create(_:)")
        self.assertEqual(self.index.link("Observable<Int>.create { … }"), None)  # not a name
        self.assertEqual(self.index.link("Resources.total"), "Resources/total")

    def test_an_operator_by_its_name_or_a_call(self):
        self.assertEqual(self.index.link("map"), "ObservableType/map(_:)")
        self.assertEqual(self.index.link("share(replay: 1)"), "ObservableType/share(replay:scope:)")
        self.assertEqual(self.index.link("subscribe(onNext:)"), "ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:)")

    def test_no_link_when_the_name_is_ambiguous_or_unknown(self):
        self.assertIsNone(self.index.link("DisposeBag.insert"))  # two overloads with one path
        self.assertIsNone(self.index.link("flatMap"))
        self.assertIsNone(self.index.link("make run"))

    def test_a_default_implementation_has_no_page_of_its_own(self):
        self.assertIsNone(self.index.link("ObservableType.asObservable()"))


OVERLOADED = {
    "symbols": [
        symbol("p", ["Disposable"], kind="swift.protocol"),
        symbol("p1", ["Disposable", "dispose()"]),
        symbol("p2", ["SerialDisposable", "dispose()"]),
        symbol("o", ["ObserverType"], kind="swift.protocol"),
        symbol("o1", ["ObserverType", "onNext(_:)"]),
        symbol("o2", ["Binder", "onNext(_:)"]),
        symbol("e1", ["Event", "completed"]),
        symbol("e2", ["MaybeEvent", "completed"]),
        symbol("e3", ["CompletableEvent", "completed"]),
        symbol("m1", ["ObservableType", "multicast(_:)"]),
        symbol("m2", ["ObservableType", "multicast(makeSubject:)"]),
        symbol("m3", ["ObservableType", "multicast(_:selector:)"]),
        symbol("s1", ["ObservableType", "subscribe(onNext:onError:)"]),
        symbol("s2", ["ObservableType", "subscribe(with:onNext:)"]),
        symbol("s3", ["ObservableType", "subscribe(_:)"]),
        symbol("h1", ["PublishSubject", "hasObservers"]),
        symbol("h2", ["ReplaySubject", "hasObservers"]),
        symbol("t", ["Reactive", "tap"]),
    ],
    "relationships": [{"kind": "requirementOf", "source": "p1", "target": "p"}],
}


class OverloadedNameTests(unittest.TestCase):
    index = symbols.SymbolIndex(OVERLOADED)

    def test_a_requirement_over_its_implementations(self):
        self.assertEqual(self.index.link("dispose()"), "Disposable/dispose()")

    def test_a_protocols_member_over_a_types(self):
        self.assertEqual(self.index.link("onNext"), "ObserverType/onNext(_:)")

    def test_the_unlabelled_form_with_the_fewest_labels(self):
        self.assertEqual(self.index.link("subscribe"), "ObservableType/subscribe(_:)")
        self.assertEqual(self.index.link("multicast"), "ObservableType/multicast(_:)")
        self.assertEqual(self.index.link("multicast(makeSubject:)"), "ObservableType/multicast(makeSubject:)")

    def test_the_type_whose_name_ends_the_others(self):
        self.assertEqual(self.index.link("completed"), "Event/completed")

    def test_a_tie_links_nothing(self):
        self.assertIsNone(self.index.link("hasObservers"))

    def test_rx_is_the_reactive_wrapper(self):
        self.assertEqual(self.index.link("rx.tap"), "Reactive/tap")


if __name__ == "__main__":
    unittest.main()
