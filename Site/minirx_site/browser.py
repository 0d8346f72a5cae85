"""The headless Chrome or Chromium that draws the diagrams and runs the site's checks, driven by
Playwright. In order: $CHROMIUM; a Chrome or Chromium already installed (Debian's `chromium`
first); else Playwright's own, downloaded into the site's venv the first time."""

import os
import shutil
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

# Looked for on PATH, in this order: Debian's package, Google's, Ubuntu's and others' name.
ON_PATH = ["chromium", "google-chrome", "google-chrome-stable", "chromium-browser"]

# macOS keeps applications out of PATH.
MAC_APPS = [
    "Google Chrome.app/Contents/MacOS/Google Chrome",
    "Chromium.app/Contents/MacOS/Chromium",
]


def mac_paths(home):
    return [str(Path(folder) / app) for folder in ["/Applications", Path(home) / "Applications"] for app in MAC_APPS]


def installed_browser(environ=os.environ, which=shutil.which, is_file=os.path.isfile):
    """The path of the Chrome or Chromium to use, or None when none is installed."""
    chosen = environ.get("CHROMIUM")
    if chosen:
        if not is_file(chosen):
            raise SystemExit(f"site: CHROMIUM={chosen} is not a file: unset it or name a Chrome or Chromium")
        return chosen
    for name in ON_PATH:
        found = which(name)
        if found:
            return found
    return next((path for path in mac_paths(environ.get("HOME", "~")) if is_file(path)), None)


def where_playwright_keeps_browsers():
    """Playwright's own browser goes inside its package in the venv, so it goes with the venv,
    unless the reader chose a folder."""
    os.environ.setdefault("PLAYWRIGHT_BROWSERS_PATH", "0")


def download_playwright_browser():
    """`python -m playwright install --only-shell chromium` (the headless browser a launch uses).
    Returns None when done, else Playwright's reason."""
    print("site: no Chrome or Chromium installed: downloading Playwright's own into the venv (once)", flush=True)
    result = subprocess.run(
        [sys.executable, "-m", "playwright", "install", "--only-shell", "--no-progress", "chromium"],
        capture_output=True, text=True,
    )
    if result.returncode == 0:
        return None
    lines = [line.strip() for line in (result.stderr + result.stdout).splitlines() if line.strip()]
    return next((line for line in lines if line.startswith("Error:")), lines[-1] if lines else f"exit status {result.returncode}")


def no_browser(reason):
    """Every way to give the site a browser, and why Playwright's own could not be had."""
    venv = os.path.relpath(sys.prefix)
    looked = ", ".join(ON_PATH)
    return "\n".join([
        "site: no Chrome or Chromium to draw the diagrams and run the checks. Any one of these will do:",
        "  - Debian or Ubuntu: apt-get install chromium",
        "  - macOS: Google Chrome or Chromium in /Applications or ~/Applications",
        f"  - any system: a Chrome or Chromium on PATH as {looked}, or CHROMIUM=/path/to/it",
        f"  - Playwright's own Chromium, which make site downloads into {venv} when the machine can reach",
        f"    Playwright's download site (by hand: PLAYWRIGHT_BROWSERS_PATH=0 {venv}/bin/python -m playwright install --only-shell chromium).",
        f"    Here it could not: {reason}",
    ])


def is_missing(error):
    return "Executable doesn't exist" in str(error)


def launch(playwright, find=installed_browser, download=download_playwright_browser):
    """A headless browser: an installed one, else Playwright's own (downloaded if need be)."""
    path = find()
    if path:
        return playwright.chromium.launch(executable_path=path)
    try:
        return playwright.chromium.launch()
    except Exception as error:  # noqa: BLE001 — Playwright raises its own Error type
        if not is_missing(error):
            raise
    reason = download()
    if reason is not None:
        raise SystemExit(no_browser(reason))
    try:
        return playwright.chromium.launch()
    except Exception as error:  # noqa: BLE001
        first = str(error).splitlines()[0]
        raise SystemExit(
            f"site: Playwright's Chromium was downloaded but does not start: {first}\n"
            f"On Linux it may need system libraries: {os.path.relpath(sys.prefix)}/bin/python -m playwright install-deps chromium"
        ) from None


@contextmanager
def chromium():
    """A headless browser for the length of a `with` block."""
    from playwright.sync_api import sync_playwright

    where_playwright_keeps_browsers()
    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            yield browser
        finally:
            browser.close()
