"""Debian's chromium, driven by Playwright (which cannot download a browser of its own here)."""

import os
import shutil
from contextlib import contextmanager


def chromium_path():
    """The chromium to drive: $CHROMIUM, else the first chromium on PATH."""
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        raise SystemExit(
            "chromium not found: install it (Debian: apt-get install chromium) or set CHROMIUM"
        )
    return path


@contextmanager
def chromium():
    """A headless chromium for the length of a `with` block."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path())
        try:
            yield browser
        finally:
            browser.close()
