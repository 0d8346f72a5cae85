"""Which browser the site uses: $CHROMIUM, an installed Chrome or Chromium (Debian's first), the
macOS applications, then Playwright's own, downloaded when missing; else every way is named."""

import unittest

from minirx_site import browser

MAC_CHROME = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"


def finder(on_path=(), files=(), environ=None):
    """installed_browser on a made-up machine: `on_path` names what PATH holds."""
    environ = {"HOME": "/Users/ada", **(environ or {})}
    return lambda: browser.installed_browser(
        environ=environ,
        which=lambda name: f"/usr/bin/{name}" if name in on_path else None,
        is_file=lambda path: path in files,
    )


class MissingExecutable(Exception):
    pass


class FakeChromium:
    """Playwright's `chromium`: its own browser is there or not; records each launch."""

    def __init__(self, own_installed):
        self.own_installed = own_installed
        self.launches = []

    def launch(self, executable_path=None):
        self.launches.append(executable_path)
        if executable_path is None and not self.own_installed:
            raise MissingExecutable("BrowserType.launch: Executable doesn't exist at /venv/…/chrome-headless-shell")
        return f"browser at {executable_path or 'playwright'}"


class FakePlaywright:
    def __init__(self, own_installed=False):
        self.chromium = FakeChromium(own_installed)


class InstalledTests(unittest.TestCase):
    def test_debians_chromium_comes_first(self):
        self.assertEqual(finder(on_path=["google-chrome", "chromium", "chromium-browser"])(), "/usr/bin/chromium")

    def test_then_google_chrome_then_chromium_browser(self):
        self.assertEqual(finder(on_path=["chromium-browser", "google-chrome"])(), "/usr/bin/google-chrome")
        self.assertEqual(finder(on_path=["chromium-browser"])(), "/usr/bin/chromium-browser")

    def test_the_mac_applications_when_nothing_is_on_path(self):
        self.assertEqual(finder(files=[MAC_CHROME])(), MAC_CHROME)
        own = "/Users/ada/Applications/Chromium.app/Contents/MacOS/Chromium"
        self.assertEqual(finder(files=[own])(), own)

    def test_a_browser_on_path_wins_over_the_mac_applications(self):
        self.assertEqual(finder(on_path=["google-chrome"], files=[MAC_CHROME])(), "/usr/bin/google-chrome")

    def test_chromium_variable_wins_and_must_name_a_file(self):
        self.assertEqual(finder(on_path=["chromium"], files=["/opt/c/chrome"], environ={"CHROMIUM": "/opt/c/chrome"})(), "/opt/c/chrome")
        with self.assertRaises(SystemExit) as stopped:
            finder(on_path=["chromium"], environ={"CHROMIUM": "/nowhere/chrome"})()
        self.assertIn("CHROMIUM=/nowhere/chrome is not a file", str(stopped.exception))

    def test_none_installed(self):
        self.assertIsNone(finder()())


class LaunchTests(unittest.TestCase):
    def setUp(self):
        self.downloads = 0

    def download(self, reason=None):
        def run():
            self.downloads += 1
            return reason
        return run

    def test_an_installed_browser_is_launched_by_its_path_and_nothing_is_downloaded(self):
        playwright = FakePlaywright()
        launched = browser.launch(playwright, find=finder(on_path=["chromium"]), download=self.download())
        self.assertEqual(launched, "browser at /usr/bin/chromium")
        self.assertEqual((playwright.chromium.launches, self.downloads), (["/usr/bin/chromium"], 0))

    def test_playwrights_own_when_none_is_installed(self):
        playwright = FakePlaywright(own_installed=True)
        self.assertEqual(browser.launch(playwright, find=finder(), download=self.download()), "browser at playwright")
        self.assertEqual(self.downloads, 0)

    def test_playwrights_own_is_downloaded_when_missing_then_launched(self):
        playwright = FakePlaywright(own_installed=False)

        def download():
            playwright.chromium.own_installed = True
            return self.download()()

        self.assertEqual(browser.launch(playwright, find=finder(), download=download), "browser at playwright")
        self.assertEqual((playwright.chromium.launches, self.downloads), ([None, None], 1))

    def test_when_none_can_be_had_the_message_names_every_way(self):
        reason = "Error: getaddrinfo ENOTFOUND cdn.playwright.dev"
        with self.assertRaises(SystemExit) as stopped:
            browser.launch(FakePlaywright(), find=finder(), download=self.download(reason))
        message = str(stopped.exception)
        for way in ["apt-get install chromium", "/Applications", "google-chrome", "chromium-browser",
                    "CHROMIUM=", "playwright install --only-shell chromium", reason]:
            self.assertIn(way, message)

    def test_another_launch_error_is_not_taken_for_a_missing_browser(self):
        class Broken(FakeChromium):
            def launch(self, executable_path=None):
                raise RuntimeError("Target page, context or browser has been closed")

        playwright = FakePlaywright()
        playwright.chromium = Broken(False)
        with self.assertRaises(RuntimeError):
            browser.launch(playwright, find=finder(), download=self.download())
        self.assertEqual(self.downloads, 0)


if __name__ == "__main__":
    unittest.main()
