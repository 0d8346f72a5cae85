"""`make site`: the course as a static website in `site/`, made with the toolchain's DocC.

1. symbol graphs of the libraries (a build of their own, in .build-site/swift);
2. a DocC catalog generated from Chapters/ and README.md (.build-site/catalog): an article
   per lesson, notes page, exercise (its HINT.md folded behind a tab), the glossary and "What
   next", without DocC's automatic "Overview" heading; Part I's tutorials; the
   Mermaid diagrams drawn as SVG in chromium; chapter 10's marble diagrams drawn from its
   program's recorded events;
3. `docc convert` for each library (the course lives in MiniRx's catalog, so its code spans
   can link to MiniRx's symbols), then `docc merge` into site/;
4. the repository files the lessons link to, as plain pages under site/source/, and the
   renderer's header given the course's name.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from . import marbles, markdown, mermaid, symbols, tutorials
from .course import discover, title_of
from .sourcepages import write_source_pages


def log(message):
    print(f"site: {message}", flush=True)


def run(command, **options):
    """Runs a command; its output goes to ours. Stops the build if it fails."""
    result = subprocess.run(command, **options)
    if result.returncode != 0:
        raise SystemExit(f"site: failed ({result.returncode}): {' '.join(map(str, command))}")
    return result


def docc():
    found = os.environ.get("DOCC") or shutil.which("docc")
    if not found and shutil.which("xcrun"):
        found = subprocess.run(["xcrun", "--find", "docc"], capture_output=True, text=True).stdout.strip()
    if not found:
        raise SystemExit("site: docc not found: it ships with the Swift toolchain (usr/bin/docc)")
    return found


class Site:
    def __init__(self, root, work, out):
        self.root, self.work, self.out = Path(root), Path(work), Path(out)
        self.course = discover(self.root)
        self.catalog = self.work / "catalog" / "MiniRx.docc"
        self.resources = self.catalog / "Resources"
        self.linked_files = set()
        self.diagrams = {}  # image name → Mermaid source
        self.anchor_cache = {}
        self.program_cache = {}
        self.api_urls = set()  # links to another library's pages, checked once DocC made them

    # -- 1. Symbol graphs ---------------------------------------------------------------------

    def symbol_graphs(self):
        # The compiler writes a module's graph when it compiles the module: an up-to-date build
        # writes nothing, so the graphs of the last build are kept.
        raw = self.work / "symbols"
        if not all((raw / f"{library}.symbols.json").exists() for library in self.course.libraries):
            shutil.rmtree(self.work / "swift", ignore_errors=True)  # so that everything compiles
        raw.mkdir(parents=True, exist_ok=True)
        flags = ["-Xswiftc", "-emit-symbol-graph", "-Xswiftc", "-emit-symbol-graph-dir", "-Xswiftc", str(raw.resolve()),
                 "-Xswiftc", "-emit-extension-block-symbols"]
        for library in self.course.libraries:
            run(["swift", "build", "--quiet", "--scratch-path", str(self.work / "swift"), "--target", library] + flags, cwd=self.root)
        for library in self.course.libraries:
            target = self.work / "graphs" / library
            shutil.rmtree(target, ignore_errors=True)
            dropped = symbols.write_own_graphs(raw, library, target)
            if dropped:
                log(f"{library}: left out {dropped} symbols it re-exports or that belong to another module")
        self.symbol_index = symbols.SymbolIndex.load(self.work / "graphs" / "MiniRx" / "MiniRx.symbols.json")
        # The other libraries' pages are in other archives: linked by their URL. A library's
        # members of MiniRx's types (MiniRxCocoa's `Reactive.tap`) are under `<library>/minirx/`.
        self.other_indexes = []
        for library in self.course.libraries:
            if library == "MiniRx":
                continue
            for graph in sorted((self.work / "graphs" / library).glob("*.symbols.json")):
                extended = graph.name[len(library) + 1 : -len(".symbols.json")] if "@" in graph.name else ""
                prefix = f"/documentation/{library.lower()}/" + (f"{extended.lower()}/" if extended else "")
                self.other_indexes.append((prefix, symbols.SymbolIndex.load(graph)))

    def symbol_link(self, code):
        """The API page a code span names: MiniRx's by a `doc:` link, another library's by URL."""
        path = self.symbol_index.link(code)
        if path:
            return f"doc:{path}"
        if self.symbol_index.named(code):
            return None  # MiniRx's, but which one is unclear: not another library's namesake
        for prefix, index in self.other_indexes:
            path = index.link(code)
            if path:
                self.api_urls.add(prefix + path.lower())
                return prefix + path.lower()
        return None

    # -- 2. The catalog -----------------------------------------------------------------------

    def program_output(self, command):
        """What `swift run chNN --mode` prints, from a real run (built in the usual .build)."""
        if command not in self.program_cache:
            executable, *arguments = command.split()
            run(["swift", "build", "--quiet", "--product", executable], cwd=self.root)
            bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=self.root, capture_output=True, text=True, check=True).stdout.strip()
            result = subprocess.run([str(Path(bin_path) / executable)] + arguments, cwd=self.root, capture_output=True, text=True)
            if result.returncode != 0:
                raise SystemExit(f"site: {command} exited with {result.returncode}:\n{result.stderr}")
            self.program_cache[command] = result.stdout
        return self.program_cache[command]

    def exists(self, path):
        """"file", "folder" or None for a repository path; remembers it for the source pages."""
        full = (self.root / path).resolve()
        if not str(full).startswith(str(self.root.resolve())) or not full.exists():
            return None
        self.linked_files.add(os.path.relpath(full, self.root.resolve()))
        return "folder" if full.is_dir() else "file"

    def anchors_for(self, path):
        if path not in self.anchor_cache:
            self.anchor_cache[path] = markdown.anchors_of((self.root / path).read_text(encoding="utf-8"))
        return self.anchor_cache[path]

    def convert(self, page, title=None):
        context = markdown.Context(
            source=page.source,
            page_name=page.name,
            page_for=self.course.page_for,
            anchors_for=self.anchors_for,
            exists=self.exists,
            symbol_link=self.symbol_link if page.links_symbols else None,
        )
        blocks = markdown.convert((self.root / page.source).read_text(encoding="utf-8"), context, title)
        for name, source in context.images:
            drawn = self.drawn_by_program(source)
            self.diagrams[name] = drawn if drawn is not None else source
        return blocks

    def drawn_by_program(self, source):
        """A diagram whose first line says a program draws it (`%% drawn by \\`swift run ch04
        --trace=mermaid\\``) is drawn from a run of that program now."""
        first = source.splitlines()[0] if source else ""
        if first.startswith("%% drawn by `swift run "):
            return self.program_output(first.split("`")[1][len("swift run "):])
        return None

    def write(self, name, blocks):
        (self.catalog / f"{name}.md").write_text(markdown.markdown_of(blocks), encoding="utf-8")

    def text(self, *lines):
        return markdown.Block("text", list(lines))

    def navigation(self, previous, following):
        return [
            self.text("---"),
            self.text(f"← {previous} · [Contents](doc:MiniRx) · [Glossary](doc:glossary) · {following} →"),
        ]

    def catalog_pages(self):
        chapters = self.course.chapters
        part_one = [c for c in chapters if c.part_one]
        for index, chapter in enumerate(chapters):
            blocks = self.convert(chapter.page)
            if chapter.part_one:
                blocks.insert(2, self.text(f"Walk through the chapter's code step by step in [its tutorial](doc:{chapter.folder}-tutorial)."))
            if (self.root / "Chapters" / chapter.folder / "expected-events.txt").exists():
                self.insert_marbles(chapter, blocks)
            previous = f"<doc:{chapters[index - 1].folder}>" if index > 0 else "[Contents](doc:MiniRx)"
            following = f"<doc:{chapters[index + 1].folder}>" if index + 1 < len(chapters) else "<doc:what-next>"
            blocks += self.navigation(previous, following)
            topics = []
            if chapter.notes:
                topics += [markdown.Block("heading", ["### Notes"]), self.text(f"- <doc:{chapter.notes.name}>")]
            if chapter.exercises:
                topics += [markdown.Block("heading", ["### Exercises"]), self.text(*[f"- <doc:{e.page.name}>" for e in chapter.exercises])]
            if topics:
                blocks += [markdown.Block("heading", ["## Topics"])] + topics
            self.write(chapter.page.name, blocks)
            if chapter.notes:
                notes = self.convert(chapter.notes)
                self.write(chapter.notes.name, notes + [self.text("---"), self.text(f"Back to <doc:{chapter.folder}>.")])
            for exercise in chapter.exercises:
                blocks = self.convert(exercise.page) + self.folded_hint(exercise)
                folder = f"Chapters/{chapter.folder}/Exercises/{exercise.folder}"
                self.exists(folder)
                blocks += [
                    self.text("---"),
                    self.text(
                        f"The exercise's files: [{folder}](/source/{folder}/). "
                        f"Check it with `make check EX={chapter.number}.{exercise.number}`. Back to <doc:{chapter.folder}>."
                    ),
                ]
                self.write(exercise.page.name, blocks)
        # The interlude, between Part I and Part II.
        interlude = self.course.page_for("Chapters/INTERLUDE.md")
        if interlude and part_one and len(part_one) < len(chapters):
            blocks = self.convert(interlude)
            blocks += self.navigation(f"<doc:{part_one[-1].folder}>", f"<doc:{chapters[len(part_one)].folder}>")
            self.write("interlude", blocks)
        glossary = self.course.page_for("Chapters/GLOSSARY.md")
        if glossary:
            self.write("glossary", self.convert(glossary))
        what_next = self.course.page_for("Chapters/WHAT-NEXT.md")
        if what_next:
            blocks = self.convert(what_next)
            blocks += self.navigation(f"<doc:{chapters[-1].folder}>", "[Contents](doc:MiniRx)")
            self.write("what-next", blocks)
        # How a check works: the exercises' page, linked from the README's Practise section.
        checking = self.course.page_for("Chapters/CHECKING.md")
        if checking:
            self.write("checking", self.convert(checking))
        # The landing page: the README, then the course in order.
        root = self.convert(self.course.page_for("README.md"), title="``MiniRx``")
        # A course page's text follows its summary as it is, without DocC's "Overview" heading.
        root.insert(2, self.text("@Options(scope: global) {", "    @AutomaticArticleSubheading(disabled)", "}"))
        part_two = [c for c in chapters if not c.part_one]
        topics = [markdown.Block("heading", ["## Topics"])]
        if part_one:
            topics += [
                markdown.Block("heading", [f"### Part I: chapters {part_one[0].number}–{part_one[-1].number}, the core in snapshots"]),
                self.text(*[f"- <doc:{c.folder}>" for c in part_one] + ["- <doc:Part-I>"]),
            ]
        if part_two:
            topics += [
                markdown.Block("heading", [f"### Part II: chapters {part_two[0].number}–{part_two[-1].number}, the library"]),
                self.text(*(["- <doc:interlude>"] if interlude else []) + [f"- <doc:{c.folder}>" for c in part_two]),
            ]
        topics += [
            markdown.Block("heading", ["### Words, checks and what next"]),
            self.text("- <doc:glossary>", *(["- <doc:checking>"] if checking else []), "- <doc:what-next>"),
        ]
        self.write("MiniRx", root + topics)

    def folded_hint(self, exercise):
        """The exercise's HINT.md behind a tab the reader opens: asked for, not given."""
        source = exercise.page.source.replace("README.md", "HINT.md")
        if not (self.root / source).exists():
            return []
        context = markdown.Context(
            source=source, page_name=exercise.page.name, page_for=self.course.page_for,
            anchors_for=self.anchors_for, exists=self.exists,
            symbol_link=self.symbol_link if exercise.page.links_symbols else None,
        )
        hint = markdown.hint_blocks((self.root / source).read_text(encoding="utf-8"), context)
        body = "\n".join("        " + line if line else "" for line in markdown.markdown_of(hint).splitlines())
        return [
            markdown.Block("heading", ["## Hint"]),
            self.text(
                "@TabNavigator {",
                '    @Tab("Hidden") {',
                "        Try without it first; open the hint when you want it.",
                "    }",
                '    @Tab("Show the hint") {',
                body,
                "    }",
                "}",
            ),
        ]

    def insert_marbles(self, chapter, blocks):
        """Chapter 10's marble diagrams, drawn from its recorded events: each section's picture
        goes before the paragraph of "Running it" that starts with its number (`**2. …`), or
        before the exercises when there is none."""
        output = self.program_output(f"{chapter.executable} --events")
        for section in marbles.sections_of(output):
            name = f"{chapter.folder}-marbles-{section.number}"
            (self.resources / f"{name}.svg").write_text(marbles.svg(section), encoding="utf-8")
            image = self.text(f"![{marbles.alt_text(section)}]({name})")
            at = next((i for i, b in enumerate(blocks) if b.kind == "text" and b.lines[0].startswith(f"**{section.number}.")), None)
            if at is None:
                at = next((i for i, b in enumerate(blocks) if b.kind == "heading" and b.lines[0] == "## Exercises"), len(blocks))
            blocks.insert(at, image)

    def tutorials(self):
        part_one = [c for c in self.course.chapters if c.part_one]
        entries = []
        for index, chapter in enumerate(part_one):
            tutorial = tutorials.tutorial_for(chapter, part_one[index - 1] if index > 0 else None, self.root)
            counter = iter(range(1, 10_000))

            def store(step, chapter=chapter, counter=counter):
                extension = ".swift" if step.display_name.endswith(".swift") else ".txt"
                name = f"{chapter.folder}-step-{next(counter):03d}{extension}"
                (self.resources / name).write_text(step.content, encoding="utf-8")
                return name

            summary = self.summary_of(chapter.page.name)
            badge = f"{chapter.folder}-badge.svg"
            (self.resources / badge).write_text(tutorials.badge_svg(chapter.number, chapter.title), encoding="utf-8")
            markup = tutorials.tutorial_markup(tutorial, summary, badge, store)
            (self.catalog / f"{chapter.folder}-tutorial.tutorial").write_text(markup, encoding="utf-8")
            # The page numbers the chapters itself ("Chapter 4"): the name goes without it.
            entries.append((chapter.title.split(": ", 1)[-1], summary, f"{chapter.folder}-tutorial", badge))
        if entries:
            toc = tutorials.table_of_contents(
                "MiniRx, Part I",
                "Part I: RxSwift's core, built in snapshots",
                "Each tutorial walks one chapter's library module, file by file, as the chapter changed it, "
                "then runs the chapter's program and shows what it prints.",
                entries,
            )
            (self.catalog / "Part-I.tutorial").write_text(toc, encoding="utf-8")

    def summary_of(self, name):
        """The summary paragraph of a written page (the paragraph under its title)."""
        blocks = markdown.blocks_of((self.catalog / f"{name}.md").read_text(encoding="utf-8"))
        summary = blocks[1].text if len(blocks) > 1 and blocks[1].kind == "text" else ""
        return " ".join(summary.split())

    def draw_diagrams(self):
        for name, svg in mermaid.render_svgs(self.diagrams).items():
            (self.resources / f"{name}.svg").write_text(svg, encoding="utf-8")

    def write_catalog(self):
        shutil.rmtree(self.catalog.parent, ignore_errors=True)
        self.resources.mkdir(parents=True)
        self.catalog_pages()
        self.tutorials()
        self.draw_diagrams()
        for library in self.course.libraries:
            if library == "MiniRx":
                continue
            other = self.catalog.parent / f"{library}.docc"
            other.mkdir()
            (other / f"{library}.md").write_text(f"# ``{library}``\n\n{self.library_summary(library)}\n", encoding="utf-8")

    def library_summary(self, library):
        """The library's line in CONTRIBUTING.md's layout table, up to its first colon or stop."""
        for line in (self.root / "CONTRIBUTING.md").read_text(encoding="utf-8").splitlines():
            if line.startswith(f"| `Sources/{library}` |"):
                description = line.split("|")[2].strip()
                return description.split(": ")[0].split(". ")[0].rstrip(".") + "."
        return f"The course's {library}."

    # -- 3. DocC ------------------------------------------------------------------------------

    def convert_archives(self):
        archives = self.work / "archives"
        shutil.rmtree(archives, ignore_errors=True)
        archives.mkdir(parents=True)
        for library in self.course.libraries:
            catalog = self.catalog if library == "MiniRx" else self.catalog.parent / f"{library}.docc"
            command = [docc(), "convert", str(catalog), "--additional-symbol-graph-dir", str(self.work / "graphs" / library),
                       "--output-dir", str(archives / f"{library}.doccarchive"), "--fallback-display-name", library,
                       "--fallback-bundle-identifier", library, "--transform-for-static-hosting"]
            if library == "MiniRx":
                command.append("--warnings-as-errors")  # a broken link in a lesson fails the build
            run(command, stdout=subprocess.DEVNULL)
        shutil.rmtree(self.out, ignore_errors=True)
        run([docc(), "merge"] + [str(archives / f"{library}.doccarchive") for library in self.course.libraries]
            + ["--synthesized-landing-page-name", "MiniRx", "--output-path", str(self.out)], stdout=subprocess.DEVNULL)

    # -- 4. Finishing -------------------------------------------------------------------------

    # The renderer's header says "Documentation" (its English text for `documentation.title`),
    # and no setting changes it: the copy in site/ is given the course's name (README's title).
    HEADER = '"documentation":{"title":"Documentation"'

    def name_the_course(self):
        name = title_of((self.root / "README.md").read_text(encoding="utf-8"))
        scripts = [p for p in (self.out / "js").glob("*.js") if self.HEADER in p.read_text(encoding="utf-8")]
        if len(scripts) != 1:
            raise SystemExit(f"site: the renderer's header text was not found once in {self.out}/js ({len(scripts)} files): DocC changed?")
        # The renderer's texts are JSON inside a single-quoted JavaScript string.
        value = json.dumps(name, ensure_ascii=False).replace("\\", "\\\\").replace("'", "\\'")
        text = scripts[0].read_text(encoding="utf-8")
        scripts[0].write_text(text.replace(self.HEADER, '"documentation":{"title":' + value, 1), encoding="utf-8")

    def finish(self):
        (self.out / "index.html").write_text(
            '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>MiniRx</title>'
            '<meta http-equiv="refresh" content="0; url=documentation/minirx/"></head>'
            '<body><a href="documentation/minirx/">MiniRx: the course</a></body></html>\n',
            encoding="utf-8",
        )
        (self.out / "theme-settings.json").write_text(json.dumps({"meta": {"title": "MiniRx"}}) + "\n", encoding="utf-8")
        # DocC checks the `doc:` links; a link to another library's page is checked here.
        missing = sorted(url for url in self.api_urls if not (self.out / url.lstrip("/") / "index.html").exists())
        if missing:
            raise SystemExit("site: links to API pages DocC did not make: " + ", ".join(missing))
        self.name_the_course()
        pages = write_source_pages(self.root, self.linked_files, self.out / "source")
        log(f"{pages} repository files and folders as pages under {self.out}/source")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=".", help="the repository")
    parser.add_argument("--work", default=".build-site", help="where the build keeps its files")
    parser.add_argument("--out", default="site", help="the site")
    arguments = parser.parse_args()
    site = Site(arguments.root, arguments.work, arguments.out)
    started = time.monotonic()
    steps = [
        ("symbol graphs", site.symbol_graphs),
        ("catalog", site.write_catalog),
        ("docc", site.convert_archives),
        ("source pages", site.finish),
    ]
    for name, step in steps:
        began = time.monotonic()
        step()
        log(f"{name}: {time.monotonic() - began:.1f} s")
    log(f"{site.out}/index.html written in {time.monotonic() - started:.0f} s; "
        f"{len(site.course.chapters)} chapters, {len(site.course.pages)} pages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
