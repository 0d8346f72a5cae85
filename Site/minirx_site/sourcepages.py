"""The repository's files that the lessons link to (a program, a library folder, an expected
output), as plain pages of the site, with numbered lines (`#L12`), so that a link works
without leaving the site."""

import os
from html import escape
from pathlib import Path

STYLE = """
body { font: 15px/1.5 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 0;
       color: #1d1d1f; background: #fff; }
header { padding: 14px 24px; border-bottom: 1px solid #d2d2d7; }
header a { color: #0066cc; text-decoration: none; }
main { padding: 8px 24px 40px; }
h1 { font-size: 22px; font-weight: 600; margin: 12px 0; }
table.code { border-collapse: collapse; font: 13px/1.45 Menlo, Consolas, "DejaVu Sans Mono", monospace; }
table.code td { padding: 0 12px; vertical-align: top; white-space: pre; }
table.code td.n { color: #86868b; text-align: right; user-select: none; }
table.code tr:target { background: #fff3c4; }
ul.entries { list-style: none; padding: 0; font: 14px/1.9 Menlo, Consolas, monospace; }
a { color: #0066cc; }
"""


def page(title, crumbs, body):
    return (
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{escape(title)} — MiniRx</title><style>{STYLE}</style></head><body>"
        f"<header><a href=\"/documentation/minirx\">MiniRx</a> · {crumbs}</header>"
        f"<main><h1>{escape(title)}</h1>{body}</main></body></html>\n"
    )


def crumbs_for(path):
    """`MiniRx · Sources / MiniRx / Core`: a link to each folder above the page."""
    parts = path.split("/")
    links = [f'<a href="/source/{"/".join(parts[: i + 1])}/">{escape(part)}</a>' for i, part in enumerate(parts[:-1])]
    return " / ".join(links + [escape(parts[-1])])


def file_page(path, text):
    rows = "".join(
        f'<tr id="L{n}"><td class="n"><a href="#L{n}">{n}</a></td><td>{escape(line)}</td></tr>'
        for n, line in enumerate(text.splitlines(), start=1)
    )
    return page(path, crumbs_for(path), f'<table class="code">{rows}</table>')


def folder_page(path, entries):
    items = "".join(
        f'<li><a href="{escape(name)}{"/" if is_folder else ".html"}">{escape(name)}{"/" if is_folder else ""}</a></li>'
        for name, is_folder in entries
    )
    return page(path + "/", crumbs_for(path), f'<ul class="entries">{items}</ul>')


def pages_for(root, paths):
    """The repository paths that get a page: each linked file, each linked folder with
    everything under it, and the folders above them (listing only what has a page)."""
    pages = set()
    for relative in paths:
        pages.add(relative)
        if (root / relative).is_dir():
            for folder, folders, files in os.walk(root / relative):
                folders[:] = [name for name in folders if not name.startswith(".")]
                base = os.path.relpath(folder, root)
                pages.update(f"{base}/{name}" for name in folders + files if not name.startswith("."))
    for relative in list(pages):
        parts = relative.split("/")
        pages.update("/".join(parts[:i]) for i in range(1, len(parts)))
    return pages


def write_source_pages(root, paths, out):
    """Writes a page for each repository path in `paths` (a folder brings everything under it)
    into `out` (`out/<path>.html`, `out/<folder>/index.html`). Returns how many pages."""
    root, out = Path(root), Path(out)
    pages = pages_for(root, paths)
    for relative in sorted(pages):
        if (root / relative).is_dir():
            entries = sorted(
                ((name, (root / relative / name).is_dir()) for name in os.listdir(root / relative)
                 if f"{relative}/{name}" in pages),
                key=lambda entry: (not entry[1], entry[0]),
            )
            (out / relative).mkdir(parents=True, exist_ok=True)
            (out / relative / "index.html").write_text(folder_page(relative, entries), encoding="utf-8")
        else:
            target = out / (relative + ".html")
            target.parent.mkdir(parents=True, exist_ok=True)
            text = (root / relative).read_text(encoding="utf-8", errors="replace")
            target.write_text(file_page(relative, text), encoding="utf-8")
    return len(pages)
