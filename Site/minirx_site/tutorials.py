"""Part I as DocC tutorials, made from the chapters' own files.

Each Part I chapter's tutorial walks its snapshot module (`Sources/Ch04SinkProducer`): a new
file is shown growing one declaration at a time, each step saying what the declaration's doc
comment says; a file changed since the chapter before is shown as it was, then as it is, so
DocC highlights what changed. Then the program, one section at a time, and last its output.
Nothing here is written by hand, so the tutorials cannot drift from the code.

DocC shows a step's code when the step crosses a line a third of the way down the window; a
wheel or a key that scrolls past a short step skips it, and at the page's end the last step is
far above that line. So the last step holds the output in its own text too, a line of code
voice per line: a reader finds it whichever step is active, and a step that tall cannot be
scrolled past in one move."""

import re
from dataclasses import dataclass
from html import escape
from pathlib import Path

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|open|final|static|"
    r"nonisolated(?:\(unsafe\))?|indirect)\s+)*"
    r"(class|struct|enum|protocol|extension|func|var|let|typealias|actor)\s+([A-Za-z_][\w.]*)"
)
KINDS = {
    "class": "The class",
    "struct": "The structure",
    "enum": "The enumeration",
    "protocol": "The protocol",
    "extension": "An extension of",
    "func": "The function",
    "var": "The variable",
    "let": "The constant",
    "typealias": "The type alias",
    "actor": "The actor",
}


@dataclass
class Step:
    text: str  # Markdown
    display_name: str  # the file name shown above the code
    content: str  # the code the step shows
    output: str = ""  # a program's output, shown in the step's text


def chunks(source):
    """A Swift file cut before each top-level declaration that follows a blank line; a piece
    with no declaration (the file's opening comment, the imports) joins the next one."""
    lines = source.splitlines(keepends=True)
    starts = [0] + [
        i for i in range(1, len(lines))
        if not lines[i - 1].strip() and lines[i].strip() and not lines[i][0].isspace() and not lines[i].startswith("}")
    ]
    pieces = ["".join(lines[a:b]) for a, b in zip(starts, starts[1:] + [len(lines)])]
    merged, pending = [], ""
    for piece in pieces:
        if declaration_of(piece) is None:
            pending += piece
        else:
            merged.append(pending + piece)
            pending = ""
    if pending:
        if merged:
            merged[-1] += pending
        else:
            merged.append(pending)
    return merged


def declaration_of(piece):
    for line in piece.splitlines():
        match = DECLARATION.match(line)
        if match:
            return match.group(1), match.group(2)
    return None


def doc_comment(piece):
    """The first paragraph of the `///` comment right above the piece's declaration."""
    lines = piece.splitlines()
    index = next((i for i, line in enumerate(lines) if DECLARATION.match(line)), len(lines))
    comment = []
    for line in reversed(lines[:index]):
        if line.startswith("///"):
            comment.insert(0, line[3:].strip())
        elif line.startswith("@"):
            continue
        else:
            break
    paragraph = []
    for line in comment:
        if not line:
            break
        paragraph.append(line)
    return tidy(" ".join(paragraph))


def header_comment(source):
    """The `//` comment a file opens with, as one paragraph."""
    lines = []
    for line in source.splitlines():
        if line.startswith("//") and not line.startswith("///"):
            lines.append(line[2:].strip())
        else:
            break
    return tidy(" ".join(lines))


def tidy(text):
    """Doc-comment Markdown as DocC step text: DocC reads double backticks as a symbol link."""
    return text.replace("``", "`").strip()


def step_text(piece):
    kind, name = declaration_of(piece)
    doc = doc_comment(piece)
    return f"{KINDS[kind]} `{name}`" + (f": {doc}" if doc else ".")


def new_file_steps(name, source):
    steps, shown = [], ""
    for index, piece in enumerate(chunks(source)):
        shown += piece
        text = step_text(piece) if declaration_of(piece) else f"`{name}`."
        if index == 0:
            header = header_comment(source)
            text = f"New file `{name}`" + (f": {header}" if header else ".") + " " + text
        steps.append(Step(text, name, shown))
    return steps


def changed_file_steps(name, before, after, previous_chapter, chapter):
    old_pieces = set(chunks(before))
    changed = [declaration_of(p) for p in chunks(after) if p not in old_pieces and declaration_of(p)]
    names = ", ".join(f"`{declared}`" for _, declared in changed)
    return [
        Step(f"`{name}` as chapter {previous_chapter} left it.", name, before),
        Step(
            f"Chapter {chapter} changes `{name}`" + (f" (in {names})" if names else "") + ": the new lines are highlighted.",
            name,
            after,
        ),
    ]


def program_steps(main_swift, expected, executable):
    """The program a section at a time (sections start at `print("-- N. …")`), then its output."""
    lines = main_swift.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if re.match(r'^print\("-- \d+\. ', line)]
    bounds = [0] + starts + [len(lines)]
    steps = []
    for a, b in zip(bounds, bounds[1:]):
        if a == b:
            continue
        shown = "".join(lines[:b])
        header = re.match(r'^print\("-- (\d+)\. (.*)"\)', lines[a])
        if header:
            text = f"Section {header.group(1)}: {tidy(header.group(2))}"
        else:
            header_text = header_comment(main_swift)
            text = "The program, `main.swift`" + (f": {header_text}" if header_text else ".")
        steps.append(Step(text, "main.swift", shown))
    steps.append(
        Step(
            f"What it prints: `swift run {executable}`, or `make run CH={int(executable[2:])}`, which "
            "also checks every line against `expected.txt`.",
            "Output",
            expected,
            output=expected,
        )
    )
    return steps


def in_lesson_order(names, lesson):
    """File names in the order the lesson first names them; those it never names last."""
    def first_mention(name):
        found = lesson.find(name)
        return (found if found != -1 else len(lesson), name)
    return sorted(names, key=first_mention)


@dataclass
class Tutorial:
    chapter: object
    sections: list  # (title, text, [Step])


def tutorial_for(chapter, previous, root):
    """`chapter`'s tutorial; `previous` is the Part I chapter before it, or None."""
    root = Path(root)
    module = root / "Sources" / chapter.module
    lesson = (root / "Chapters" / chapter.folder / "README.md").read_text(encoding="utf-8")
    files = in_lesson_order(sorted(p.name for p in module.glob("*.swift")), lesson)
    before_dir = root / "Sources" / previous.module if previous else None
    new, changed, unchanged = [], [], []
    for name in files:
        source = (module / name).read_text(encoding="utf-8")
        old = before_dir / name if before_dir else None
        if old is None or not old.exists():
            new.append((name, source))
        elif old.read_text(encoding="utf-8") != source:
            changed.append((name, old.read_text(encoding="utf-8"), source))
        else:
            unchanged.append(name)
    sections = []
    library = f"`Sources/{chapter.module}`"
    if new:
        text = f"The library at chapter {chapter.number} is the module {library}." if not previous else (
            f"Chapter {chapter.number} adds {len(new)} file{'s' if len(new) > 1 else ''} to the library "
            f"({library}), each shown a declaration at a time."
        )
        sections.append(("New files", text, [s for name, source in new for s in new_file_steps(name, source)]))
    if changed:
        text = f"{len(changed)} file{'s' if len(changed) > 1 else ''} of chapter {previous.number}'s library change."
        if unchanged:
            text += " Unchanged: " + ", ".join(f"`{name}`" for name in unchanged) + "."
        steps = [s for name, old, new_source in changed for s in changed_file_steps(name, old, new_source, previous.number, chapter.number)]
        sections.append((f"Changed since chapter {previous.number}", text, steps))
    folder = root / "Chapters" / chapter.folder
    sections.append(
        (
            "The program",
            f"`Chapters/{chapter.folder}/main.swift` runs the library, section by section, and its "
            "output is checked line for line.",
            program_steps(
                (folder / "main.swift").read_text(encoding="utf-8"),
                (folder / "expected.txt").read_text(encoding="utf-8"),
                chapter.executable,
            ),
        )
    )
    return Tutorial(chapter, sections)


def tutorial_markup(tutorial, intro, image, name_of_resource):
    """The `.tutorial` file; `name_of_resource(step)` stores a step's code and names the file."""
    minutes = max(10, sum(len(steps) for _, _, steps in tutorial.sections))
    name = tutorial.chapter.title.split(": ", 1)[-1]
    out = [
        f"@Tutorial(time: {minutes}) {{",
        f'    @Intro(title: "{quoted(name)}, step by step") {{',
        f"        {intro}",
        f'        @Image(source: "{image}", alt: "{quoted(tutorial.chapter.title)}")',
        "    }",
    ]
    for title, text, steps in tutorial.sections:
        out += [f'    @Section(title: "{quoted(title)}") {{', "        @ContentAndMedia {", f"            {text}", "        }", "        @Steps {"]
        for step in steps:
            out += ["            @Step {", f"                {step.text}" + (" \\" if step.output else "")]
            if step.output:
                # A step's text is one paragraph: the lines are code spans ended by hard breaks.
                lines = [line for line in step.output.splitlines() if line.strip()]
                out += [f"                {code_voice(line)}" + (" \\" if i + 1 < len(lines) else "") for i, line in enumerate(lines)]
            out += [
                f'                @Code(name: "{quoted(step.display_name)}", file: "{name_of_resource(step)}")',
                "            }",
            ]
        out += ["        }", "    }"]
    out.append("}")
    return "\n".join(out) + "\n"


def table_of_contents(name, intro_title, intro, entries):
    """The `@Tutorials` page: (chapter title, summary, tutorial page name, image name) each."""
    out = [f'@Tutorials(name: "{quoted(name)}") {{', f'    @Intro(title: "{quoted(intro_title)}") {{', f"        {intro}", "    }"]
    for title, summary, page, image in entries:
        out += [
            f'    @Chapter(name: "{quoted(title)}") {{',
            f"        {summary}",
            f'        @Image(source: "{image}", alt: "{quoted(title)}")',
            f'        @TutorialReference(tutorial: "doc:{page}")',
            "    }",
        ]
    out.append("}")
    return "\n".join(out) + "\n"


def code_voice(text):
    """`text` as one Markdown code span, whatever backticks it holds."""
    ticks = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def quoted(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def badge_svg(number, title):
    """A chapter's picture on the tutorials page: its number and title."""
    words, lines = title.split(": ", 1)[-1].split(), [""]
    for word in words:
        if len(lines[-1]) + len(word) > 22:
            lines.append("")
        lines[-1] = (lines[-1] + " " + word).strip()
    text = "".join(
        f'<text x="200" y="{262 + 34 * i}" text-anchor="middle" font-size="28">{escape(line)}</text>'
        for i, line in enumerate(lines)
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">'
        '<rect width="400" height="400" rx="24" fill="#1d3557"/>'
        '<g font-family="Helvetica, Arial, sans-serif" fill="#f1faee">'
        f'<text x="200" y="200" text-anchor="middle" font-size="150" font-weight="bold">{number}</text>'
        f"{text}</g></svg>\n"
    )
