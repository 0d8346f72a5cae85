"""Marble diagrams from recorded events; Mermaid's SVG given its real size."""

import unittest

from minirx_site import marbles, mermaid

OUTPUT = """-- 1. interval and timer (one character = 1s)
  time                         0s        10s
{"events":[{"kind":"next","time":3,"value":"0"},{"kind":"next","time":6,"value":"1"}],"label":"interval(3s)","subscriptions":[]}
{"events":[{"kind":"next","time":2,"value":"0"},{"kind":"completed","time":2}],"label":"timer(2s)","subscriptions":[]}
-- 2. no diagram here
  recorded: next(1) @ 5
-- 3. late
{"events":[{"kind":"next","time":5,"value":"3"},{"kind":"error","time":9,"value":"Sequence timeout."}],"label":"hot","subscriptions":[{"disposed":9,"subscribed":4}]}
"""


class MarbleTests(unittest.TestCase):
    def test_sections_with_diagram_lines_are_found(self):
        sections = marbles.sections_of(OUTPUT)
        self.assertEqual([(s.number, len(s.rows)) for s in sections], [(1, 2), (3, 1)])
        self.assertEqual(sections[0].title, "interval and timer (one character = 1s)")

    def test_each_element_is_a_circle_each_completion_a_bar_each_error_a_cross(self):
        first, third = (marbles.svg(s) for s in marbles.sections_of(OUTPUT))
        self.assertEqual(first.count("<circle"), 3)
        self.assertIn("<title>completed at 2s</title>", first)
        self.assertIn("<title>error(Sequence timeout.) at 9s</title>", third)
        self.assertIn("<title>subscribed 4s, disposed 9s</title>", third)
        self.assertIn(">interval(3s)</text>", first)

    def test_the_time_axis_covers_every_event(self):
        self.assertEqual(marbles.end_of_time(marbles.sections_of(OUTPUT)[1]), 10)

    def test_alt_text_names_the_lines(self):
        self.assertEqual(marbles.alt_text(marbles.sections_of(OUTPUT)[0]),
                         "Marble diagram of section 1, interval and timer (one character = 1s): interval(3s), timer(2s)")


class MermaidSizeTests(unittest.TestCase):
    def test_an_svg_takes_its_viewboxs_size(self):
        svg = '<svg id="d" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 300px;" viewBox="-5 0 300.5 120"><g/></svg>'
        self.assertEqual(
            mermaid.sized(svg),
            '<svg width="300.5" height="120" id="d" xmlns="http://www.w3.org/2000/svg" viewBox="-5 0 300.5 120"><g/></svg>',
        )


if __name__ == "__main__":
    unittest.main()
