"""The course's Markdown, as GitHub renders it, rewritten as DocC reads it.

The rules, each for something GitHub and DocC read differently:
- the navigation lines (previous · Contents · Glossary · next) go: the site draws its own;
- the first paragraph of prose moves up under the title, where DocC takes it as the summary;
- a link to a page of the course becomes a `doc:` link, its `#anchor` DocC's name for the
  heading; a link to any other file of the repository goes to the site's copy of that file;
- a glossary entry (`<a id="x"></a>**Term** — …`) becomes a heading, since DocC drops HTML;
- a ``code span`` in double backticks becomes a single-backtick one (DocC reads double
  backticks as a symbol link); a code span naming a file (`Sources/…swift:12`) links to it;
- on pages that ask for it, a code span naming a symbol of the libraries links to its page;
- a Mermaid block becomes an image, drawn separately.
"""

import os
import re
import unicodedata
from dataclasses import dataclass, field


# ---------------------------------------------------------------------------------------------
# Blocks


@dataclass
class Block:
    kind: str  # "text", "heading", "fence", "image"
    lines: list
    info: str = ""  # a fence's info string ("swift", "mermaid")

    @property
    def text(self):
        return "\n".join(self.lines)


def blocks_of(markdown):
    """Paragraph-level blocks: fenced code (kept whole, blank lines included), headings, and
    runs of other lines separated by blank lines."""
    blocks, current, fence = [], [], None
    for line in markdown.splitlines():
        if fence is not None:
            fence.lines.append(line)
            if line.strip().startswith("```") and line.strip().strip("`") == "":
                blocks.append(fence)
                fence = None
            continue
        if line.startswith("```"):
            if current:
                blocks.append(Block("text", current))
                current = []
            fence = Block("fence", [line], info=line.strip("`").strip())
            continue
        if not line.strip():
            if current:
                blocks.append(Block("text", current))
                current = []
            continue
        if re.match(r"^#{1,6} ", line):
            if current:
                blocks.append(Block("text", current))
                current = []
            blocks.append(Block("heading", [line]))
            continue
        current.append(line)
    if fence is not None:
        blocks.append(fence)
    if current:
        blocks.append(Block("text", current))
    return blocks


def markdown_of(blocks):
    return "\n\n".join(block.text for block in blocks) + "\n"


def is_navigation(block):
    """The line linking previous · Contents · Glossary · next (every chapter has one at the top
    and one at the bottom)."""
    return block.kind == "text" and any("[Contents](" in line for line in block.lines)


def is_prose(block):
    first = block.lines[0].lstrip() if block.kind == "text" else ""
    return bool(first) and not re.match(r"^(\[\[|\||[-*+>] |\d+\. |<|!\[|```)", first)


def heading_text(block):
    return block.lines[0].lstrip("#").strip()


# ---------------------------------------------------------------------------------------------
# Anchors: GitHub's for a heading, and DocC's


def plain(inline):
    """Inline Markdown as text: links give their text."""
    return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", inline)


def github_slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes."""
    text = plain(heading).strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def docc_fragment(heading):
    """DocC's anchor for a heading: runs of spaces and dashes become one dash, then
    punctuation and backticks go (swift-docc's urlReadableFragment)."""
    words = [word for word in re.split(r"[ \t\-\u2013\u2014]+", plain(heading).strip()) if word]
    joined = "-".join(words)
    return "".join(
        c for c in joined if c == "-" or not (unicodedata.category(c).startswith("P") or c == "`")
    )


GLOSSARY_ENTRY = re.compile(r'^<a id="([^"]+)"></a>\*\*(.+?)\*\*\s*[—-]\s*(.*)$')


def anchors_of(markdown):
    """{GitHub anchor: DocC anchor} for the headings and glossary entries of a page."""
    anchors = {}
    for block in blocks_of(markdown):
        if block.kind == "heading":
            text = heading_text(block)
            anchors[github_slug(text)] = docc_fragment(text)
        elif block.kind == "text":
            entry = GLOSSARY_ENTRY.match(block.lines[0])
            if entry:
                anchors[entry.group(1)] = docc_fragment(entry.group(2))
    return anchors


# ---------------------------------------------------------------------------------------------
# Inline: code spans and links


@dataclass
class Context:
    """What rewriting one page needs to know about the rest of the site."""

    source: str  # the page's repository path
    page_name: str  # its DocC name
    page_for: object  # repository path → Page or None
    anchors_for: object  # repository path → {GitHub anchor: DocC anchor}
    exists: object  # repository path → "file", "folder" or None
    symbol_link: object = None  # code span text → its API page (`doc:…` or a URL) or None
    images: list = field(default_factory=list)  # (name, Mermaid source) found on the page


class BrokenLink(Exception):
    pass


def source_url(path, kind):
    """The site's copy of a repository file or folder."""
    return f"/source/{path}/" if kind == "folder" else f"/source/{path}.html"


def link_target(target, context):
    """A link's target on the site."""
    if re.match(r"^[a-z]+:", target):
        return target
    path, _, anchor = target.partition("#")
    if path:
        path = os.path.normpath(os.path.join(os.path.dirname(context.source), path))
    else:
        path = context.source
    page = context.page_for(path)
    if page is not None:
        url = f"doc:{page.name}"
        # DocC links to an article's sections, not to those of the landing page (a symbol's).
        if anchor and page.kind != "root":
            fragment = context.anchors_for(path).get(anchor)
            if fragment is None:
                raise BrokenLink(f"{context.source}: {target}: {path} has no heading #{anchor}")
            url += "#" + fragment
        return url
    kind = context.exists(path)
    if kind is None:
        raise BrokenLink(f"{context.source}: {target}: no such file")
    return source_url(path, kind) + (f"#{anchor}" if anchor else "")


FILE_REFERENCE = re.compile(r"^((?:Sources|Tests|Chapters)/[^\s:]+?)(?::(\d+))?$")


def code_span(content, ticks, context, may_link):
    """A code span, rewritten; `ticks` is the backtick run that delimited it."""
    if len(ticks) != 1:
        if "`" in content:
            # Code voice cannot hold a backtick in DocC: code pieces with plain backticks between.
            pieces = content.strip().split("`")
            return "\\`".join(f"`{piece}`" if piece.strip() else piece for piece in pieces)
        content = content.strip()
    span = f"`{content}`"
    if not may_link:
        return span
    reference = FILE_REFERENCE.match(content)
    if reference and context.exists(reference.group(1)):
        url = source_url(reference.group(1), context.exists(reference.group(1)))
        return f"[{span}]({url}{'#L' + reference.group(2) if reference.group(2) else ''})"
    if context.symbol_link is not None:
        target = context.symbol_link(content)
        if target:
            return f"[{span}]({target})"
    return span


def closing_bracket(text, start):
    """The index of the `]` that closes the `[` at `start` (code spans and nested brackets
    skipped), or -1."""
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if c == "`":
            run = re.match(r"`+", text[i:]).group(0)
            end = text.find(run, i + len(run))
            if end == -1:
                return -1
            i = end + len(run)
            continue
        if c == "\\":
            i += 2
            continue
        if c == "[":
            depth += 1
        elif c == "]":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


def inline(text, context, may_link=True):
    """Rewrites the links and code spans of a run of Markdown text."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "\\":
            out.append(text[i : i + 2])
            i += 2
            continue
        if c == "`":
            run = re.match(r"`+", text[i:]).group(0)
            end = text.find(run, i + len(run))
            if end == -1:
                out.append(run)
                i += len(run)
                continue
            out.append(code_span(text[i + len(run) : end], run, context, may_link))
            i = end + len(run)
            continue
        if c == "[" or (c == "!" and text[i + 1 : i + 2] == "["):
            bang = c == "!"
            open_at = i + 1 if bang else i
            close = closing_bracket(text, open_at)
            target = re.match(r"\(([^)\s]+)\)", text[close + 1 :]) if close != -1 else None
            if target:
                label = inline(text[open_at + 1 : close], context, may_link=False)
                url = link_target(target.group(1), context)
                out.append(f"{'!' if bang else ''}[{label}]({url})")
                i = close + 1 + len(target.group(0))
                continue
        out.append(c)
        i += 1
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# A page


# Where DocC puts a catalog's images in a static site: images/<bundle identifier>/.
IMAGES = "/images/MiniRx"

DIAGRAM_KINDS = {
    "sequenceDiagram": "Sequence diagram",
    "flowchart": "Flowchart",
    "graph": "Flowchart",
    "classDiagram": "Class diagram",
    "stateDiagram": "State diagram",
}


def diagram_description(source):
    for line in source.splitlines():
        line = line.strip()
        if line and not line.startswith("%%"):
            return DIAGRAM_KINDS.get(line.split()[0].split("-")[0], "Diagram")
    return "Diagram"


def convert(markdown, context, title=None):
    """The DocC page for one Markdown file. `title` replaces the file's own title line."""
    # Navigation lines go, with the rule (`---`) above the last one.
    kept = []
    for block in blocks_of(markdown):
        if is_navigation(block):
            if kept and kept[-1].kind == "text" and kept[-1].text.strip() == "---":
                kept.pop()
            continue
        kept.append(block)
    blocks = kept
    # The title, then the first prose paragraph before any section: DocC's summary.
    title_index = next((i for i, b in enumerate(blocks) if b.kind == "heading" and b.lines[0].startswith("# ")), None)
    if title_index is None:
        raise BrokenLink(f"{context.source}: no title line (`# …`)")
    title_block = blocks.pop(title_index)
    if title is not None:
        title_block = Block("heading", [f"# {title}"])
    first_section = next((i for i, b in enumerate(blocks) if b.kind == "heading" and i >= title_index), len(blocks))
    summary = next((i for i in range(title_index, first_section) if is_prose(blocks[i])), None)
    if summary is not None:
        blocks.insert(title_index, blocks.pop(summary))
    blocks.insert(title_index, title_block)
    result = []
    for block in blocks:
        if block is title_block and title is not None:
            result.append(block)  # given as DocC reads it
        elif block.kind == "fence" and block.info == "mermaid":
            source = "\n".join(block.lines[1:-1]) + "\n"
            name = f"{context.page_name}-diagram-{len(context.images) + 1}"
            context.images.append((name, source))
            result.append(Block("image", [f"![{diagram_description(source)}]({name})"]))
            # The column is narrower than most diagrams: the picture itself, at full size.
            result.append(Block("text", [f"[The diagram at full size]({IMAGES}/{name}.svg)"]))
        elif block.kind == "fence":
            result.append(block)
        elif block.kind == "heading":
            level, _, text = block.lines[0].partition(" ")
            result.append(Block("heading", [f"{level} {inline(text, context, may_link=False)}"]))
        else:
            entry = GLOSSARY_ENTRY.match(block.lines[0])
            if entry:
                result.append(Block("heading", [f"### {inline(entry.group(2), context, may_link=False)}"]))
                block = Block("text", [entry.group(3)] + block.lines[1:])
            result.append(Block("text", inline(block.text, context).split("\n")))
    return result


def hint_blocks(text, context):
    """An exercise's HINT.md as the blocks of the page's folded hint, which sits under its own
    "## Hint": without a title, and a library stage's section per rule (`## <rule>`) one level
    down."""
    blocks = convert("# Hint\n\n" + text, context)[1:]
    return [Block("heading", ["#" + b.lines[0]]) if b.kind == "heading" else b for b in blocks]
