"""Mermaid diagrams to SVG files, offline: the pinned mermaid.js that the mmdc package ships,
run in chromium on an empty page (no network)."""

import importlib.util
import re
from pathlib import Path

from .browser import chromium


def mermaid_js():
    """mmdc's copy of mermaid.js, found without importing mmdc (its renderer is not installed)."""
    spec = importlib.util.find_spec("mmdc")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("mmdc is not installed: make site installs Site/requirements.txt")
    return Path(spec.submodule_search_locations[0]) / "assets" / "mermaid.js"


# Labels as SVG text, not HTML in a <foreignObject>: the picture is shown as an <img>.
CONFIG = """{
  startOnLoad: false,
  securityLevel: "strict",
  theme: "neutral",
  fontFamily: "Helvetica, Arial, sans-serif",
  flowchart: { htmlLabels: false },
  class: { htmlLabels: false },
  sequence: { mirrorActors: false },
}"""


def render_svgs(diagrams):
    """{name: Mermaid source} → {name: SVG text}. A diagram Mermaid cannot parse stops the build
    with its error."""
    svgs = {}
    with chromium() as browser:
        page = browser.new_page()
        page.route("**/*", lambda route: route.abort())  # nothing is fetched
        page.set_content("<!doctype html><html><body></body></html>")
        page.add_script_tag(content=mermaid_js().read_text(encoding="utf-8"))
        page.evaluate(f"mermaid.initialize({CONFIG})")
        for index, (name, source) in enumerate(diagrams.items()):
            try:
                result = page.evaluate(
                    "([id, text]) => mermaid.render(id, text).then(r => r.svg)",
                    [f"diagram{index}", source],
                )
            except Exception as error:
                raise SystemExit(f"Mermaid could not draw {name}: {error}") from None
            svgs[name] = sized(result)
    return svgs


def sized(svg):
    """Mermaid's SVG is `width="100%"` with a max-width style; an <img> needs its real size,
    which is the viewBox's."""
    box = re.search(r'viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"', svg)
    if not box:
        return svg
    width, height = box.group(3), box.group(4)
    svg = re.sub(r'^<svg([^>]*?) width="100%"', r"<svg\1", svg, count=1)
    svg = re.sub(r'^<svg([^>]*?) style="[^"]*"', r"<svg\1", svg, count=1)
    return svg.replace("<svg", f'<svg width="{width}" height="{height}"', 1)
