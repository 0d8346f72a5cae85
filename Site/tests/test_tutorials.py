"""Part I tutorials: steps cut from the real files."""

import unittest

from minirx_site import tutorials

SINK = '''// The sink: one per subscription.
import Foundation

/// Forwards events to the observer, unless disposed.
/// More detail, not shown.
///
/// A second paragraph.
open class Sink<Observer> {
    let observer: Observer

    func forwardOn() {}
}

extension Sink {
    func extra() {}
}
'''


class ChunkTests(unittest.TestCase):
    def test_a_file_is_cut_before_each_top_level_declaration(self):
        pieces = tutorials.chunks(SINK)
        self.assertEqual(len(pieces), 2)
        self.assertTrue(pieces[0].startswith("// The sink"))  # the opening comment joins the first
        self.assertTrue(pieces[1].startswith("extension Sink"))
        self.assertEqual("".join(pieces), SINK)

    def test_a_step_says_what_the_doc_comment_says(self):
        self.assertEqual(tutorials.step_text(tutorials.chunks(SINK)[0]),
                         "The class `Sink`: Forwards events to the observer, unless disposed. More detail, not shown.")
        self.assertEqual(tutorials.step_text(tutorials.chunks(SINK)[1]), "An extension of `Sink`.")

    def test_a_new_file_grows_a_declaration_a_step(self):
        steps = tutorials.new_file_steps("Sink.swift", SINK)
        self.assertEqual([s.content for s in steps], ["".join(tutorials.chunks(SINK)[:1]), SINK])
        self.assertTrue(steps[0].text.startswith("New file `Sink.swift`: The sink: one per subscription."))

    def test_a_changed_file_shows_before_then_after(self):
        before = SINK.replace("    func forwardOn() {}\n", "")
        steps = tutorials.changed_file_steps("Sink.swift", before, SINK, 3, 4)
        self.assertEqual([s.content for s in steps], [before, SINK])
        self.assertIn("(in `Sink`)", steps[1].text)


MAIN = '''// Chapter 4: the program.
import Ch04

print("-- 1. First")
print("a")
print("-- 2. Second")
print("b")
'''


class ProgramTests(unittest.TestCase):
    def test_the_program_a_section_a_step_then_its_output(self):
        steps = tutorials.program_steps(MAIN, "-- 1. First\na\n", "ch04")
        self.assertEqual([s.display_name for s in steps], ["main.swift"] * 3 + ["Output"])
        self.assertEqual(steps[1].text, "Section 1: First")
        self.assertEqual(steps[2].content, MAIN)
        self.assertEqual(steps[3].content, "-- 1. First\na\n")
        self.assertIn("make run CH=4", steps[3].text)

    def test_the_last_step_holds_the_output_in_its_own_text(self):
        # DocC shows a step's code pane only while the step is active, and a reader can scroll
        # past a short last step: the output is in the step's one paragraph too, line by line.
        steps = tutorials.program_steps(MAIN, "-- 1. First\n\n  a `b`\n", "ch04")
        chapter = type("Chapter", (), {"title": "Chapter 4: Sink", "number": 4})
        markup = tutorials.tutorial_markup(tutorials.Tutorial(chapter, [("The program", "Text.", steps)]), "Intro.", "badge.svg",
                                           lambda step: "file.txt")
        last_step = markup.split("@Step {")[-1]
        self.assertIn("`expected.txt`. \\\n                `-- 1. First` \\\n                ``   a `b` ``\n", last_step)
        self.assertNotIn("\n\n", last_step.split("@Code")[0])  # one paragraph: no blank line
        self.assertIn('@Code(name: "Output"', last_step)

    def test_files_come_in_the_order_the_lesson_names_them(self):
        lesson = "New files: `Sink.swift`, then `Producer.swift`."
        self.assertEqual(tutorials.in_lesson_order(["Event.swift", "Producer.swift", "Sink.swift"], lesson),
                         ["Sink.swift", "Producer.swift", "Event.swift"])

    def test_markup_quotes_titles(self):
        self.assertEqual(tutorials.quoted('say "hi"'), 'say \\"hi\\"')


if __name__ == "__main__":
    unittest.main()
