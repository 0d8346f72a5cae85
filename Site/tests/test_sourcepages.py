"""The repository files the lessons link to, as pages of the site."""

import tempfile
import unittest
from pathlib import Path

from minirx_site.sourcepages import pages_for, write_source_pages


class SourcePageTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = Path(self.folder.name) / "repo"
        for path in ["Sources/Lib/Core/A.swift", "Sources/Lib/B.swift", "Sources/Other/C.swift", "Chapters/01-x/main.swift"]:
            (self.root / path).parent.mkdir(parents=True, exist_ok=True)
            (self.root / path).write_text("let a = 1 < 2\nlet b = 2\n")

    def tearDown(self):
        self.folder.cleanup()

    def test_a_folder_brings_what_is_under_it_and_the_folders_above_come_too(self):
        self.assertEqual(
            pages_for(self.root, {"Sources/Lib", "Chapters/01-x/main.swift"}),
            {"Sources", "Sources/Lib", "Sources/Lib/Core", "Sources/Lib/Core/A.swift", "Sources/Lib/B.swift",
             "Chapters", "Chapters/01-x", "Chapters/01-x/main.swift"},
        )

    def test_a_file_has_numbered_escaped_lines_and_a_folder_lists_only_what_has_a_page(self):
        out = Path(self.folder.name) / "out"
        write_source_pages(self.root, {"Sources/Lib/B.swift"}, out)
        page = (out / "Sources/Lib/B.swift.html").read_text()
        self.assertIn('<tr id="L1"><td class="n"><a href="#L1">1</a></td><td>let a = 1 &lt; 2</td></tr>', page)
        listing = (out / "Sources/index.html").read_text()
        self.assertIn('href="Lib/"', listing)
        self.assertNotIn("Other", listing)


if __name__ == "__main__":
    unittest.main()
