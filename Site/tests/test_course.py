"""The course is found in the repository, not listed: chapters, Part I, notes, exercises."""

import tempfile
import unittest
from pathlib import Path

from minirx_site.course import discover

PACKAGE = '''
let partOneModules = [
    "Ch01First",
]
let package = Package(products: [.library(name: "MiniRx", targets: ["MiniRx"]), .library(name: "MiniRxTest", targets: [])])
'''


class DiscoverTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        root = Path(self.folder.name)
        (root / "Package.swift").write_text(PACKAGE)
        (root / "README.md").write_text("# MiniRx\n")
        for name, title in [("02-second", "Chapter 2: Second"), ("01-first", "Chapter 1: First"), ("10-tenth", "Chapter 10: Tenth")]:
            (root / "Chapters" / name).mkdir(parents=True)
            (root / "Chapters" / name / "README.md").write_text(f"# {title}\n")
        (root / "Chapters" / "02-second" / "NOTES.md").write_text("# Chapter 2 notes\n")
        for exercise in ["10-later", "2-two", "1-one", "3-no-readme"]:
            (root / "Chapters" / "02-second" / "Exercises" / exercise).mkdir(parents=True)
            if exercise != "3-no-readme":
                (root / "Chapters" / "02-second" / "Exercises" / exercise / "README.md").write_text(f"# Write: {exercise}\n")
        (root / "Chapters" / "GLOSSARY.md").write_text("# Glossary\n")
        (root / "Chapters" / "CHECKING.md").write_text("# How a check works\n")
        self.course = discover(root)

    def tearDown(self):
        self.folder.cleanup()

    def test_chapters_in_folder_order_with_their_titles(self):
        self.assertEqual([(c.folder, c.title) for c in self.course.chapters],
                         [("01-first", "Chapter 1: First"), ("02-second", "Chapter 2: Second"), ("10-tenth", "Chapter 10: Tenth")])

    def test_part_one_is_as_long_as_package_swifts_list(self):
        self.assertEqual([c.module for c in self.course.chapters], ["Ch01First", None, None])
        self.assertEqual([c.page.links_symbols for c in self.course.chapters], [False, True, True])

    def test_notes_and_exercises_in_number_order(self):
        second = self.course.chapters[1]
        self.assertEqual(second.notes.name, "02-second-notes")
        self.assertEqual([e.page.name for e in second.exercises], ["02-1-one", "02-2-two", "02-10-later"])

    def test_every_page_and_the_libraries(self):
        self.assertEqual(self.course.page_for("Chapters/GLOSSARY.md").name, "glossary")
        self.assertIsNone(self.course.page_for("Chapters/WHAT-NEXT.md"))
        self.assertEqual(self.course.page_for("Chapters/CHECKING.md").kind, "checking")
        self.assertEqual(self.course.libraries, ["MiniRx", "MiniRxTest"])


if __name__ == "__main__":
    unittest.main()
