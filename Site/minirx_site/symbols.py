"""Symbol graphs: each library's own symbols, once, and which code spans name a MiniRx symbol.

The compiler writes a module's symbol graph with everything a module re-exports:
MiniRxCocoa's (`@_exported import MiniRx`) holds all of MiniRx again. `own_graphs` keeps a
module's own symbols only, so each symbol has one page, in the module that declares it."""

import json
import re
from collections import Counter
from pathlib import Path

SYNTHESIZED = "::SYNTHESIZED::"


def declaring_module(usr, symbols, parents=None):
    """The module whose sources declare a symbol (an extension block too: it has a location).
    A member the compiler synthesized (a protocol extension's method shown on a conforming
    type) carries the location of the protocol's code: it belongs with what it is a member
    of, an extension block or a type. None when the graph does not say."""
    if SYNTHESIZED in usr:
        owner = parents.get(usr) if parents else None
        return declaring_module(owner or usr.split(SYNTHESIZED, 1)[1], symbols, parents)
    symbol = symbols.get(usr)
    uri = symbol.get("location", {}).get("uri", "") if symbol else ""
    match = re.search(r"/Sources/([^/]+)/", uri)
    if match:
        return match.group(1)
    return None


def own_graph(graph, module):
    """The graph with only the symbols `module` declares, and the relationships that start at
    them."""
    symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
    parents = {r["source"]: r["target"] for r in graph["relationships"] if r["kind"] == "memberOf"}
    kept = {usr for usr in symbols if declaring_module(usr, symbols, parents) == module}
    result = dict(graph)
    result["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] in kept]
    result["relationships"] = [r for r in graph["relationships"] if r["source"] in kept]
    return result


def extensions_of_others(graph, own, module):
    """Splits `own` (the module's own part of `graph`) in two: its members of other modules'
    types move to an extension graph, as the compiler would have written them had it not
    re-exported that module, each type's members under one `extension` block. Returns
    (own graph, {other module: extension graph})."""
    symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
    kept = {s["identifier"]["precise"] for s in own["symbols"]}
    moved = {}  # member → its parent type in another module
    for relation in own["relationships"]:
        if relation["kind"] == "memberOf" and relation["target"] not in kept and relation["target"] in symbols:
            other = declaring_module(relation["target"], symbols)
            if other and other != module:
                moved[relation["source"]] = relation["target"]
    if not moved:
        return own, {}
    extensions = {}
    for parent_usr in sorted(set(moved.values())):
        parent = symbols[parent_usr]
        other = declaring_module(parent_usr, symbols)
        block_usr = f"s:e:{parent_usr}{module}"
        block = {
            "kind": {"identifier": "swift.extension", "displayName": "Extension"},
            "identifier": {"precise": block_usr, "interfaceLanguage": "swift"},
            "pathComponents": parent["pathComponents"],
            "names": {"title": parent["names"]["title"]},
            "swiftExtension": {"extendedModule": other, "typeKind": parent["kind"]["identifier"]},
            "declarationFragments": [
                {"kind": "keyword", "spelling": "extension"},
                {"kind": "text", "spelling": " "},
                {"kind": "typeIdentifier", "spelling": parent["names"]["title"], "preciseIdentifier": parent_usr},
            ],
            "accessLevel": "public",
        }
        graph_for = extensions.setdefault(other, {**own, "symbols": [], "relationships": []})
        graph_for["symbols"].append(block)
        graph_for["relationships"].append(
            {"kind": "extensionTo", "source": block_usr, "target": parent_usr, "targetFallback": f"{other}.{parent['names']['title']}"}
        )
    for usr, parent_usr in moved.items():
        other = declaring_module(parent_usr, symbols)
        extensions[other]["symbols"].append(symbols[usr])
    for relation in own["relationships"]:
        if relation["source"] in moved:
            other = declaring_module(moved[relation["source"]], symbols)
            if relation["kind"] == "memberOf":
                relation = {**relation, "target": f"s:e:{relation['target']}{module}"}
            extensions[other]["relationships"].append(relation)
    rest = {
        **own,
        "symbols": [s for s in own["symbols"] if s["identifier"]["precise"] not in moved],
        "relationships": [r for r in own["relationships"] if r["source"] not in moved],
    }
    return rest, extensions


def write_own_graphs(source_dir, module, target_dir):
    """Copies `module`'s symbol graphs (`M.symbols.json` and `M@Other.symbols.json`) from
    `source_dir` to `target_dir`, each with only the module's own symbols. Returns how many
    symbols were dropped as someone else's."""
    target_dir = Path(target_dir)
    target_dir.mkdir(parents=True, exist_ok=True)
    dropped = 0
    # The compiler's extension graphs first: the main graph's members of other modules' types
    # are added to them.
    for path in sorted(Path(source_dir).glob(f"{module}@*.symbols.json")) + sorted(
        Path(source_dir).glob(f"{module}.symbols.json")
    ):
        graph = json.loads(path.read_text(encoding="utf-8"))
        own = own_graph(graph, module)
        dropped += len(graph["symbols"]) - len(own["symbols"])
        own, extensions = extensions_of_others(graph, own, module)
        if own["symbols"]:
            (target_dir / path.name).write_text(json.dumps(own), encoding="utf-8")
        for other, extension in extensions.items():
            extension_path = target_dir / f"{module}@{other}.symbols.json"
            if extension_path.exists():  # the compiler's own extension graph: add to it
                existing = json.loads(extension_path.read_text(encoding="utf-8"))
                existing["symbols"] += extension["symbols"]
                existing["relationships"] += extension["relationships"]
                extension = existing
            extension_path.write_text(json.dumps(extension), encoding="utf-8")
    return dropped


# ---------------------------------------------------------------------------------------------
# Code spans that name a symbol


CODE_NAME = re.compile(
    r"^(?P<name>[A-Za-z_]\w*(?:<[^<>()]*>)?(?:\.[A-Za-z_]\w*(?:<[^<>()]*>)?)*)(?:\((?P<args>.*)\))?$"
)

# Where a bare operator name (`map`, `share(replay: 1)`) is looked for.
OPERATOR_HOME = "ObservableType"


def labels_of(component):
    """`share(replay:scope:)` → ("share", ["replay", "scope"]); `total` → ("total", None)."""
    base, paren, rest = component.partition("(")
    if not paren:
        return base, None
    return base, [label for label in rest.rstrip(")").split(":") if label]


def is_subsequence(wanted, labels):
    iterator = iter(labels)
    return all(any(label == want for label in iterator) for want in wanted)


class SymbolIndex:
    """Finds the one symbol a code span names, as a DocC link path (`ObservableType/map(_:)`).

    A name several symbols answer to (`subscribe`, `completed`, `dispose()`) links to the one a
    reader means, found in this order: a protocol's requirement over its implementations
    (`dispose()` is `Disposable`'s); a protocol's member over a type's (`onNext` is
    `ObserverType`'s, not `Binder`'s); a form whose first argument is unlabelled, then the one
    with the fewest labels (`multicast` is `multicast(_:)`, not `multicast(makeSubject:)`); the
    member of the type whose name ends every other's (`completed` is `Event`'s, not
    `MaybeEvent`'s). A tie links nothing."""

    def __init__(self, graph):
        # A protocol extension's default implementation of a requirement has its page among the
        # protocol's "implementations", not under its own path: it is left out.
        defaults = {r["source"] for r in graph["relationships"] if r["kind"] == "defaultImplementationOf"}
        required = {r["source"] for r in graph["relationships"] if r["kind"] == "requirementOf"}
        kept = [s for s in graph["symbols"] if s["identifier"]["precise"] not in defaults]
        self.paths = Counter("/".join(s["pathComponents"]) for s in kept)
        self.requirements = {"/".join(s["pathComponents"]) for s in kept if s["identifier"]["precise"] in required}
        self.protocols = {"/".join(s["pathComponents"]) for s in kept if s["kind"]["identifier"] == "swift.protocol"}
        self.members = {}
        for path in self.paths:
            parent, _, component = path.rpartition("/")
            self.members.setdefault(parent, []).append(component)

    @classmethod
    def load(cls, path):
        return cls(json.loads(Path(path).read_text(encoding="utf-8")))

    def candidates(self, parents, name, wanted):
        found = []
        for parent in parents:
            for component in self.members.get(parent, []):
                base, labels = labels_of(component)
                if base != name:
                    continue
                if wanted is None or (labels is not None and is_subsequence(wanted, labels)):
                    found.append(f"{parent}/{component}" if parent else component)
        return found

    def preferred(self, found):
        """The one path of `found` a reader means, or None (see the class's comment)."""
        def labels(path):
            return labels_of(path.rpartition("/")[2])[1] or []

        def parent(path):
            return path.rpartition("/")[0]

        rules = [
            lambda path: path in self.requirements,
            lambda path: parent(path) in self.protocols,
            lambda path: labels(path)[:1] in ([], ["_"]),
            lambda path: -len(labels(path)),
            lambda path: all(parent(other).endswith(parent(path)) for other in found),
        ]
        for rule in rules:
            if len(found) <= 1:
                break
            best = max(rule(path) for path in found)
            found = [path for path in found if rule(path) == best]
        return found[0] if len(found) == 1 else None

    def link(self, code):
        """The symbol `code` names, or None when it names none, or several and none is preferred."""
        found = self.named(code)
        path = self.preferred(found)
        return path if path is not None and self.paths[path] == 1 else None

    def named(self, code):
        """Every symbol path `code` could name."""
        match = CODE_NAME.match(code.strip())
        if not match:
            return []
        parts = [re.sub(r"<.*>", "", part) for part in match.group("name").split(".")]
        if parts[0] == "rx" and len(parts) > 1:
            parts[0] = "Reactive"  # `rx.tap`: a member of the `Reactive` wrapper `rx` returns
        args = match.group("args")
        wanted = None if args is None else re.findall(r"(\w+)\s*:", args)
        parent, name = "/".join(parts[:-1]), parts[-1]
        found = self.candidates([parent], name, wanted)
        if not found and not parent:
            found = self.candidates([OPERATOR_HOME], name, wanted)
        if not found and not parent:
            found = self.candidates([p for p in self.members if p and "/" not in p], name, wanted)
        return found
