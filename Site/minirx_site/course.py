"""What the course is made of, found in the repository rather than listed here: the chapters
are the `Chapters/NN-slug/` folders in order, Part I is as long as Package.swift's
`partOneModules`, and each Markdown page a learner reads becomes one DocC page."""

import re
from dataclasses import dataclass, field
from pathlib import Path

CHAPTER_FOLDER = re.compile(r"^(\d\d)-[a-z0-9-]+$")
EXERCISE_FOLDER = re.compile(r"^(\d+)-[a-z0-9-]+$")


@dataclass
class Page:
    """One Markdown file of the repository and the DocC page made from it."""

    source: str  # repository path, e.g. "Chapters/04-sink-producer/README.md"
    name: str  # DocC page name, e.g. "04-sink-producer"
    kind: str  # "root", "chapter", "notes", "exercise", "interlude", "glossary", "what-next", "checking"
    chapter: "Chapter | None" = None
    links_symbols: bool = False  # code voice that names a MiniRx symbol links to its page


@dataclass
class Exercise:
    number: int
    folder: str  # "2-just-and-from"
    page: Page


@dataclass
class Chapter:
    number: int
    folder: str  # "04-sink-producer"
    title: str  # "Chapter 4: Sink and Producer"
    module: "str | None"  # the Part I snapshot module, e.g. "Ch04SinkProducer"; None in Part II
    page: Page = None
    notes: "Page | None" = None
    exercises: list = field(default_factory=list)

    @property
    def part_one(self):
        return self.module is not None

    @property
    def executable(self):
        return "ch" + self.folder[:2]


@dataclass
class Course:
    root: Path
    chapters: list
    pages: list  # every Page, root first
    libraries: list  # the library products, e.g. ["MiniRx", "MiniRxTest", …]

    def page_for(self, path):
        """The page made from the repository file at `path`, if any."""
        return next((page for page in self.pages if page.source == path), None)


def title_of(markdown):
    """The text of the first `# ` line."""
    for line in markdown.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return ""


def swift_string_list(package_swift, name):
    """The strings of `let name = [ … ]` in Package.swift."""
    match = re.search(r"let " + name + r"\s*(?::[^=]*)?=\s*\[(.*?)\]", package_swift, re.S)
    return re.findall(r'"([^"]+)"', match.group(1)) if match else []


def library_products(package_swift):
    return re.findall(r'\.library\(name:\s*"([^"]+)"', package_swift)


def discover(root):
    root = Path(root)
    package_swift = (root / "Package.swift").read_text(encoding="utf-8")
    part_one = swift_string_list(package_swift, "partOneModules")
    pages = [Page("README.md", "MiniRx", "root", links_symbols=True)]
    chapters = []
    folders = sorted(p.name for p in (root / "Chapters").iterdir() if p.is_dir() and CHAPTER_FOLDER.match(p.name))
    for index, folder in enumerate(folders):
        readme = root / "Chapters" / folder / "README.md"
        chapter = Chapter(
            number=int(folder[:2]),
            folder=folder,
            title=title_of(readme.read_text(encoding="utf-8")),
            module=part_one[index] if index < len(part_one) else None,
        )
        part_two = not chapter.part_one
        chapter.page = Page(f"Chapters/{folder}/README.md", folder, "chapter", chapter, part_two)
        pages.append(chapter.page)
        if (root / "Chapters" / folder / "NOTES.md").exists():
            chapter.notes = Page(f"Chapters/{folder}/NOTES.md", f"{folder}-notes", "notes", chapter, part_two)
            pages.append(chapter.notes)
        exercises = root / "Chapters" / folder / "Exercises"
        if exercises.is_dir():
            found = [p.name for p in exercises.iterdir() if p.is_dir() and EXERCISE_FOLDER.match(p.name)]
            for name in sorted(found, key=lambda n: int(n.split("-")[0])):
                if not (exercises / name / "README.md").exists():
                    continue
                page = Page(
                    f"Chapters/{folder}/Exercises/{name}/README.md",
                    f"{folder[:2]}-{name}",
                    "exercise",
                    chapter,
                    part_two,
                )
                chapter.exercises.append(Exercise(int(name.split("-")[0]), name, page))
                pages.append(page)
        chapters.append(chapter)
    for source, name, kind in [
        ("Chapters/INTERLUDE.md", "interlude", "interlude"),
        ("Chapters/GLOSSARY.md", "glossary", "glossary"),
        ("Chapters/WHAT-NEXT.md", "what-next", "what-next"),
        ("Chapters/CHECKING.md", "checking", "checking"),
    ]:
        if (root / source).exists():
            pages.append(Page(source, name, kind, links_symbols=True))
    return Course(root, chapters, pages, library_products(package_swift))
