"""`make site-test`: serves site/ on 127.0.0.1 and checks it in chromium, as a learner uses it.

Every chapter page loads with its title, shows code and loads its pictures; previous and next
lead where they say; glossary links land on an entry; an API page shows its declaration; a
tutorial shows its steps and ends in the program's output; no request leaves the machine and
no page logs an error. Prints one line per check and a closing `N passed, N failed`."""

import argparse
import functools
import http.server
import re
import sys
import threading
from pathlib import Path
from urllib.parse import urlparse

from . import marbles, markdown
from .browser import chromium
from .course import discover, title_of


# How long a check waits for the state it checks for. A wait ends as soon as that state holds,
# so the limit costs nothing when the site works; it is long so that a slow machine, loaded by
# builds beside it, is not taken for a broken site.
WAIT = 60_000


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # The browser drops a connection when it leaves a page before a file has arrived: not
        # a failure of the site, and a traceback would bury the checks' own lines. Any other
        # error is still reported.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(folder):
    """A static server for `folder` on 127.0.0.1 and a free port, in a thread."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def same_text(text):
    """DocC sets quotes and apostrophes typographically; compare without that."""
    return " ".join(text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"').split())


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"✓ {name}")
        else:
            self.failed += 1
            print(f"✗ {name}" + (f": {detail}" if detail else ""))
        sys.stdout.flush()
        return condition

    def attempt(self, name, body):
        """A check whose body may raise (a timeout, a missing element): that is a failure."""
        try:
            result = body()
        except Exception as error:  # noqa: BLE001 — any error here is the check failing
            return self.check(name, False, f"{type(error).__name__}: {str(error).splitlines()[0]}")
        if isinstance(result, tuple):
            return self.check(name, *result)
        return self.check(name, result)


def expected_pictures(root, chapter):
    """The pictures a chapter page must show: its Mermaid diagrams and its marble diagrams."""
    lesson = (root / "Chapters" / chapter.folder / "README.md").read_text(encoding="utf-8")
    count = sum(1 for block in markdown.blocks_of(lesson) if block.kind == "fence" and block.info == "mermaid")
    events = root / "Chapters" / chapter.folder / "expected-events.txt"
    if events.exists():
        count += len(marbles.sections_of(events.read_text(encoding="utf-8")))
    return count


class Browser:
    """One chromium page that records requests leaving the machine and console errors."""

    def __init__(self, browser, base):
        self.base = base
        self.host = urlparse(base).netloc
        self.outside, self.errors = [], []
        self.page = browser.new_page(viewport={"width": 1280, "height": 900})
        self.page.set_default_timeout(WAIT)
        self.page.set_default_navigation_timeout(WAIT)
        self.page.route("**/*", self.only_local)
        self.page.on("console", lambda message: message.type == "error" and self.errors.append(f"{self.page.url}: {message.text}"))
        self.page.on("pageerror", lambda error: self.errors.append(f"{self.page.url}: {error}"))

    def only_local(self, route):
        url = urlparse(route.request.url)
        if url.scheme in ("data", "blob", "about") or url.netloc == self.host:
            route.continue_()
        else:
            self.outside.append(route.request.url)
            route.abort()

    def open(self, path):
        self.page.goto(self.base + path, wait_until="networkidle")
        self.page.wait_for_selector("main h1, h1", timeout=WAIT)
        return self.page

    def title(self):
        return same_text(self.page.locator("h1").first.inner_text())

    def pictures_loaded(self):
        """Scrolls to each picture (the renderer loads them lazily), then how many there are and
        which did not load."""
        images = self.page.locator("main img")
        for index in range(images.count()):
            images.nth(index).scroll_into_view_if_needed()
        self.page.wait_for_function(
            "() => Array.from(document.querySelectorAll('main img')).every(i => i.complete)", timeout=WAIT
        )
        found = self.page.evaluate(
            "() => Array.from(document.querySelectorAll('main img')).map(i => [i.currentSrc || i.src, i.naturalWidth])"
        )
        return len(found), [source for source, width in found if not width]

    def navigation_links(self):
        """The first and last link of the page's last `←` paragraph: previous and next."""
        paragraph = self.page.locator("main p", has_text="←").last
        links = paragraph.locator("a")
        return links.first, links.last


def run_checks(root, site):
    course = discover(root)
    checks = Checks()
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"Serving {site} at {base}")
    chapters = course.chapters
    try:
        with chromium() as engine:
            browser = Browser(engine, base)

            def landing():
                page = browser.open("/")
                page.wait_for_url(re.compile(r"/documentation/minirx/?$"), timeout=WAIT)
                return browser.title() == "MiniRx", f"title {browser.title()!r}"

            checks.attempt("site/index.html opens the course's landing page, MiniRx", landing)

            def landing_lists_chapters():
                links = browser.page.locator("main a[href*='/documentation/minirx/']").evaluate_all("as => as.map(a => a.getAttribute('href'))")
                missing = [c.folder for c in chapters if not any(l.rstrip("/").endswith("/" + c.folder) for l in links)]
                return not missing, f"no link to {missing}"

            checks.attempt(f"the landing page links every chapter ({len(chapters)})", landing_lists_chapters)

            glossary_links = set()
            with_overview = []
            for index, chapter in enumerate(chapters):
                path = f"/documentation/minirx/{chapter.folder}"

                def page_loads(chapter=chapter, path=path):
                    browser.open(path)
                    return browser.title() == same_text(chapter.title), f"title {browser.title()!r}"

                if not checks.attempt(f"{chapter.folder}: loads with its title", page_loads):
                    continue
                headings = browser.page.locator("main h2").all_inner_texts()
                if any(same_text(h) == "Overview" for h in headings):
                    with_overview.append(chapter.folder)
                code = browser.page.locator("main pre").count()
                checks.check(f"{chapter.folder}: shows its code ({code} blocks)", code >= 1, "no code block")
                wanted = expected_pictures(root, chapter)

                def pictures(wanted=wanted):
                    found, broken = browser.pictures_loaded()
                    return found == wanted and not broken, f"{found} pictures, {wanted} expected; not loaded: {broken}"

                checks.attempt(f"{chapter.folder}: {wanted} picture{'' if wanted == 1 else 's'}, all loaded", pictures)
                glossary_links |= set(
                    browser.page.locator("main a[href*='/documentation/minirx/glossary#']").evaluate_all(
                        "as => as.map(a => a.getAttribute('href'))"
                    )
                )
                following = chapters[index + 1].title if index + 1 < len(chapters) else course_title(root, "Chapters/WHAT-NEXT.md")

                def next_link(following=following):
                    _, after = browser.navigation_links()
                    after.click()
                    browser.page.wait_for_load_state("networkidle")
                    browser.page.wait_for_function(
                        "title => document.querySelector('h1') && document.querySelector('h1').innerText.replace(/[’‘]/g, \"'\").replace(/\\s+/g, ' ').trim() === title",
                        arg=same_text(following), timeout=WAIT,
                    )
                    return True

                checks.attempt(f"{chapter.folder}: next leads to {following!r}", next_link)

            checks.check(
                "no chapter page has DocC's \"Overview\" heading above its text", not with_overview, f"on {with_overview}"
            )

            def course_header():
                browser.open(f"/documentation/minirx/{chapters[0].folder}")
                header = same_text(browser.page.locator(".nav-title").first.inner_text())
                wanted = same_text(course_title(root, "README.md"))
                return header == wanted, f"the header says {header!r}"

            checks.attempt("the header names the course (README's title), not \"Documentation\"", course_header)

            def previous_link():
                last = chapters[-1]
                browser.open(f"/documentation/minirx/{last.folder}")
                before, _ = browser.navigation_links()
                before.click()
                browser.page.wait_for_function(
                    "t => document.querySelector('h1') && document.querySelector('h1').innerText.replace(/[’‘]/g, \"'\").trim() === t",
                    arg=same_text(chapters[-2].title), timeout=WAIT,
                )
                return True

            checks.attempt(f"{chapters[-1].folder}: previous leads to {chapters[-2].title!r}", previous_link)

            def glossary_resolves():
                browser.open("/documentation/minirx/glossary")
                ids = set(browser.page.evaluate("() => Array.from(document.querySelectorAll('[id]')).map(e => e.id)"))
                fragments = {link.split("#", 1)[1] for link in glossary_links}
                missing = sorted(fragments - ids)
                return bool(fragments) and not missing, f"no entry for {missing}" if missing else "no glossary links found"

            checks.attempt(f"every glossary link in the chapters lands on an entry ({len(glossary_links)} links)", glossary_resolves)

            def glossary_click():
                browser.open(f"/documentation/minirx/{chapters[3].folder}")
                link = browser.page.locator("main a[href*='/documentation/minirx/glossary#']").first
                fragment = link.get_attribute("href").split("#", 1)[1]
                link.click()
                browser.page.wait_for_url(re.compile(r"/glossary#"), timeout=WAIT)
                browser.page.wait_for_selector(f"[id='{fragment}']", timeout=WAIT)
                visible = browser.page.locator(f"[id='{fragment}']").first.is_visible()
                return visible, f"#{fragment} not shown"

            checks.attempt("a glossary link opens the glossary at its entry", glossary_click)

            def api_page():
                browser.open("/documentation/minirx/publishsubject")
                declaration = same_text(browser.page.locator("main .declaration, main .declaration-group").first.inner_text())
                return "class PublishSubject<Element>" in declaration, f"declaration {declaration!r}"

            checks.attempt("the API page of PublishSubject shows its declaration", api_page)

            def symbol_link():
                part_two = [c for c in chapters if not c.part_one]
                for chapter in part_two:
                    browser.open(f"/documentation/minirx/{chapter.folder}")
                    link = browser.page.locator("main a[href$='/documentation/minirx/publishsubject'] code")
                    if link.count():
                        link.first.click()
                        browser.page.wait_for_url(re.compile(r"/publishsubject$"), timeout=WAIT)
                        return browser.title() == "PublishSubject", f"title {browser.title()!r}"
                return False, "no Part II lesson links `PublishSubject`"

            checks.attempt("`PublishSubject` in code voice in a Part II lesson links to its page", symbol_link)

            def cocoa_once():
                browser.open("/documentation/minirxcocoa")
                topics = browser.page.locator("main").inner_text()
                response = browser.page.request.get(base + "/data/documentation/minirxcocoa/publishsubject.json")
                return (
                    "ControlEvent" in topics and response.status == 404,
                    f"MiniRxCocoa shows ControlEvent: {'ControlEvent' in topics}; its copy of PublishSubject: HTTP {response.status}",
                )

            checks.attempt("MiniRxCocoa's pages have its own symbols, not MiniRx's again", cocoa_once)

            part_one = [c for c in chapters if c.part_one]
            if part_one:
                def tutorials_page():
                    browser.open("/tutorials/part-i")
                    text = same_text(browser.page.locator("main").inner_text())
                    names = [same_text(c.title.split(": ", 1)[-1]) for c in part_one]
                    missing = [name for name in names if name not in text]
                    return not missing, f"missing {missing}"

                checks.attempt(f"the tutorials page lists Part I's {len(part_one)} chapters", tutorials_page)
                chapter = part_one[min(3, len(part_one) - 1)]

                def tutorial_steps():
                    browser.open(f"/tutorials/minirx/{chapter.folder}-tutorial")
                    count = browser.page.locator(".step").count()
                    last_line = (root / "Chapters" / chapter.folder / "expected.txt").read_text(encoding="utf-8").splitlines()[-1]
                    # A reader who reaches the last step: it crosses the line a third of the way
                    # down the window, where the renderer makes a step the active one.
                    browser.page.evaluate(
                        "() => { const s = document.querySelectorAll('.step'); s[s.length - 1].scrollIntoView({block: 'center'}); }"
                    )
                    try:
                        browser.page.wait_for_function(LAST_STEP_SHOWS_OUTPUT, arg=last_line, timeout=WAIT)
                    except Exception:  # noqa: BLE001 — the page's state says more than a timeout
                        return False, "after the wait, " + browser.page.evaluate(TUTORIAL_STATE)
                    return count >= 5, f"{count} steps"

                checks.attempt(f"{chapter.folder}'s tutorial shows its steps and ends in the program's output", tutorial_steps)

            def symbol_links():
                wanted = {
                    "subscribe": "/documentation/minirx/observabletype/subscribe(_:)",
                    "ControlEvent": "/documentation/minirxcocoa/controlevent",
                }
                found = {}
                for chapter in [c for c in chapters if not c.part_one]:
                    browser.open(f"/documentation/minirx/{chapter.folder}")
                    for name, href in wanted.items():
                        if name not in found and browser.page.locator(f"main a[href$='{href}'] code", has_text=name).count():
                            found[name] = chapter.folder
                    if len(found) == len(wanted):
                        break
                missing = [name for name in wanted if name not in found]
                if missing:
                    return False, f"no Part II lesson links {missing}"
                browser.open(wanted["ControlEvent"])
                return browser.title() == "ControlEvent", f"MiniRxCocoa's page is titled {browser.title()!r}"

            checks.attempt("`subscribe` (overloaded) and `ControlEvent` (MiniRxCocoa's) link to their API pages", symbol_links)

            def folded_hint():
                exercise = next(e for c in chapters for e in c.exercises
                                if (root / e.page.source.replace("README.md", "HINT.md")).exists())
                hint = (root / exercise.page.source.replace("README.md", "HINT.md")).read_text(encoding="utf-8")
                words = " ".join(re.sub(r"\]\([^)]*\)|[`*_\[\]#]", "", hint).split()[:4])
                browser.open(f"/documentation/minirx/{exercise.page.name}")
                shown_before = words in same_text(browser.page.locator("main").inner_text())
                browser.page.get_by_text("Show the hint", exact=True).first.click()
                browser.page.wait_for_function(
                    "words => document.querySelector('main').innerText.replace(/[’‘]/g, \"'\").replace(/\\s+/g, ' ').includes(words)",
                    arg=words, timeout=WAIT,
                )
                return not shown_before, f"{exercise.page.name}: the hint shows before it is asked for"

            checks.attempt("an exercise's hint is folded: shown when asked for", folded_hint)

            def source_page():
                browser.open(f"/documentation/minirx/{chapters[0].folder}")
                link = browser.page.locator("main a[href^='/source/']").first
                href = link.get_attribute("href")
                link.click()
                browser.page.wait_for_url(re.compile(r"/source/"), timeout=WAIT)
                shown = browser.page.locator("main").inner_text()
                return bool(shown.strip()), f"{href} shows nothing"

            checks.attempt("a lesson's link to a repository file opens the site's copy of it", source_page)

            def full_size_pictures():
                browser.open(f"/documentation/minirx/{chapters[3].folder}")
                links = browser.page.locator("main a", has_text="The diagram at full size").evaluate_all(
                    "as => as.map(a => a.getAttribute('href'))"
                )
                statuses = {link: browser.page.request.get(base + link).status for link in links}
                broken = [link for link, status in statuses.items() if status != 200]
                return bool(links) and not broken, f"broken: {broken}" if broken else "no full-size link"

            checks.attempt(f"{chapters[3].folder}: the link under its diagram opens it at full size", full_size_pictures)

            def exercises():
                missing = []
                for chapter in chapters:
                    for exercise in chapter.exercises:
                        browser.open(f"/documentation/minirx/{exercise.page.name}")
                        wanted = same_text(course_title(root, exercise.page.source))
                        if browser.title() != wanted:
                            missing.append(exercise.page.name)
                total = sum(len(c.exercises) for c in chapters)
                return total > 0 and not missing, f"wrong or missing: {missing}"

            checks.attempt("every exercise has a page with its title", exercises)
            checks.check("no request left the machine", not browser.outside, ", ".join(sorted(set(browser.outside))[:5]))
            checks.check("no page logged an error", not browser.errors, "; ".join(browser.errors[:5]))
    finally:
        server.shutdown()
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 0 if checks.failed == 0 and checks.passed > 0 else 1


# The last step shows the output in its own text, is the active step, and its code pane is the
# output: the state a reader who reached the end of a tutorial sees.
LAST_STEP_SHOWS_OUTPUT = """line => {
    const steps = document.querySelectorAll('.step');
    const last = steps[steps.length - 1];
    const panes = document.querySelectorAll('.code-preview');
    const pane = panes[panes.length - 1];
    return last && last.classList.contains('focused') && last.innerText.includes(line)
        && pane && pane.querySelector('.filename').innerText.trim() === 'Output' && pane.innerText.includes(line);
}"""

TUTORIAL_STATE = """() => {
    const steps = Array.from(document.querySelectorAll('.step'));
    const last = steps[steps.length - 1];
    const box = last.getBoundingClientRect();
    const panes = document.querySelectorAll('.code-preview .filename');
    const focused = steps.filter(s => s.classList.contains('focused')).map(s => steps.indexOf(s) + 1);
    return `active steps ${JSON.stringify(focused)} of ${steps.length}; last step at ${Math.round(box.top)}..${Math.round(box.bottom)} `
        + `in a window ${innerHeight} high, scrolled to ${Math.round(scrollY)}; code panes: ${Array.from(panes).map(p => p.innerText.trim()).join(', ')}`;
}"""


def course_title(root, path):
    return title_of((Path(root) / path).read_text(encoding="utf-8"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=".", help="the repository")
    parser.add_argument("--site", default="site", help="the built site")
    arguments = parser.parse_args()
    site = Path(arguments.site)
    if not (site / "index.html").exists():
        print(f"{site}/index.html is missing: run make site first")
        print("0 passed, 1 failed")
        return 1
    return run_checks(Path(arguments.root), site)


if __name__ == "__main__":
    sys.exit(main())
