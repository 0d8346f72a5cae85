"""The Markdown → DocC rules (minirx_site.markdown)."""

import unittest

from minirx_site import markdown
from minirx_site.course import Page

PAGES = {
    "Chapters/04-sink-producer/README.md": Page("Chapters/04-sink-producer/README.md", "04-sink-producer", "chapter"),
    "Chapters/05-disposables/README.md": Page("Chapters/05-disposables/README.md", "05-disposables", "chapter"),
    "Chapters/GLOSSARY.md": Page("Chapters/GLOSSARY.md", "glossary", "glossary"),
    "README.md": Page("README.md", "MiniRx", "root"),
}
ANCHORS = {
    "Chapters/GLOSSARY.md": {"sink": "Sink", "hot": "Hot-and-cold"},
    "Chapters/05-disposables/README.md": {"the-design": "The-design"},
    "README.md": {"practise": "Practise"},
}
FILES = {"Chapters/04-sink-producer/main.swift": "file", "Sources/Ch04SinkProducer": "folder",
         "Sources/Ch04SinkProducer/Sink.swift": "file"}


def context(symbols=None, source="Chapters/04-sink-producer/README.md"):
    return markdown.Context(
        source=source,
        page_name=PAGES[source].name,
        page_for=PAGES.get,
        anchors_for=lambda path: ANCHORS.get(path, {}),
        exists=FILES.get,
        symbol_link=symbols,
    )


LESSON = """# Chapter 4: Sink and Producer

[← 3. AnyObserver](../03-any-observer/README.md) · [Contents](../../README.md#the-chapters) · [Next →](../05-disposables/README.md)

[[Source](../../Sources/Ch04SinkProducer) | [Program](main.swift)]

The summary, about a [sink](../GLOSSARY.md#sink).

```swift
let x = 1
```

## The design

See [chapter 5's design](../05-disposables/README.md#the-design).

```mermaid
sequenceDiagram
    A->>B: hi
```

---

[← 3. AnyObserver](../03-any-observer/README.md) · [Contents](../../README.md#the-chapters) · [Next →](../05-disposables/README.md)
"""


class ConvertTests(unittest.TestCase):
    def setUp(self):
        self.context = context()
        self.blocks = markdown.convert(LESSON, self.context)
        self.text = markdown.markdown_of(self.blocks)

    def test_navigation_lines_and_their_rule_go(self):
        self.assertNotIn("Contents", self.text)
        self.assertNotIn("---", self.text)

    def test_the_summary_comes_right_under_the_title(self):
        self.assertEqual(self.blocks[0].text, "# Chapter 4: Sink and Producer")
        self.assertTrue(self.blocks[1].text.startswith("The summary, about a [sink](doc:glossary#Sink)."))
        self.assertTrue(self.blocks[2].text.startswith("[[Source](/source/Sources/Ch04SinkProducer/)"))

    def test_links_to_pages_become_doc_links_with_doccs_anchor(self):
        self.assertIn("[chapter 5's design](doc:05-disposables#The-design)", self.text)

    def test_links_to_other_files_go_to_the_sites_copy(self):
        self.assertIn("[Program](/source/Chapters/04-sink-producer/main.swift.html)", self.text)

    def test_code_blocks_are_kept(self):
        self.assertIn("```swift\nlet x = 1\n```", self.text)

    def test_a_mermaid_block_becomes_an_image_drawn_apart(self):
        self.assertIn("![Sequence diagram](04-sink-producer-diagram-1)\n\n"
                      "[The diagram at full size](/images/MiniRx/04-sink-producer-diagram-1.svg)", self.text)
        self.assertEqual(self.context.images, [("04-sink-producer-diagram-1", "sequenceDiagram\n    A->>B: hi\n")])

    def test_a_given_title_replaces_the_files_own(self):
        blocks = markdown.convert(LESSON, context(), title="``MiniRx``")
        self.assertEqual(blocks[0].text, "# ``MiniRx``")


class LinkTests(unittest.TestCase):
    def test_a_link_to_a_missing_file_stops_the_build(self):
        with self.assertRaises(markdown.BrokenLink):
            markdown.inline("[x](nowhere.swift)", context())

    def test_a_link_to_a_missing_heading_stops_the_build(self):
        with self.assertRaises(markdown.BrokenLink):
            markdown.inline("[x](../05-disposables/README.md#nowhere)", context())

    def test_the_landing_pages_sections_are_not_linked_but_the_page_is(self):
        self.assertEqual(markdown.inline("[README](../../README.md#practise)", context()), "[README](doc:MiniRx)")

    def test_web_links_stay(self):
        self.assertEqual(markdown.inline("[RxSwift](https://github.com/ReactiveX/RxSwift)", context()),
                         "[RxSwift](https://github.com/ReactiveX/RxSwift)")

    def test_brackets_that_are_not_a_link_stay(self):
        self.assertEqual(markdown.inline("an array `[Int]` and [a note]", context()), "an array `[Int]` and [a note]")


class CodeSpanTests(unittest.TestCase):
    def test_double_backticks_become_single(self):
        self.assertEqual(markdown.inline("``a.b``", context()), "`a.b`")

    def test_backticks_inside_double_backticks_sit_between_code_pieces(self):
        self.assertEqual(markdown.inline("``Object `X` was disposed.``", context()), "`Object `\\``X`\\`` was disposed.`")

    def test_a_file_reference_links_to_its_line(self):
        self.assertEqual(
            markdown.inline("`Sources/Ch04SinkProducer/Sink.swift:22`", context()),
            "[`Sources/Ch04SinkProducer/Sink.swift:22`](/source/Sources/Ch04SinkProducer/Sink.swift.html#L22)",
        )

    def test_a_symbol_links_only_where_the_page_asks(self):
        symbols = {"PublishSubject": "doc:PublishSubject"}.get
        self.assertEqual(markdown.inline("`PublishSubject`", context(symbols)), "[`PublishSubject`](doc:PublishSubject)")
        self.assertEqual(markdown.inline("`PublishSubject`", context()), "`PublishSubject`")
        self.assertEqual(markdown.inline("`make run`", context(symbols)), "`make run`")

    def test_code_inside_a_link_is_not_linked_again(self):
        symbols = {"PublishSubject": "doc:PublishSubject"}.get
        self.assertEqual(markdown.inline("[`PublishSubject`](main.swift)", context(symbols)),
                         "[`PublishSubject`](/source/Chapters/04-sink-producer/main.swift.html)")


class GlossaryTests(unittest.TestCase):
    ENTRY = '<a id="hot"></a>**Hot and cold (and "sharing")** — a hot sequence runs\nwithout you.'

    def test_an_entry_becomes_a_heading_and_its_text(self):
        blocks = markdown.convert("# Glossary\n\nThe words.\n\n" + self.ENTRY + "\n", context(source="Chapters/GLOSSARY.md"))
        self.assertEqual([b.text for b in blocks[2:]], ['### Hot and cold (and "sharing")', "a hot sequence runs\nwithout you."])

    def test_its_anchor_is_doccs_name_for_the_heading(self):
        self.assertEqual(markdown.anchors_of(self.ENTRY), {"hot": "Hot-and-cold-and-sharing"})


class AnchorTests(unittest.TestCase):
    def test_githubs_anchor(self):
        self.assertEqual(markdown.github_slug("Notes on the sources"), "notes-on-the-sources")
        self.assertEqual(markdown.github_slug("`Trace` mode, step 2"), "trace-mode-step-2")

    def test_doccs_anchor(self):
        self.assertEqual(markdown.docc_fragment("1. The problem"), "1-The-problem")
        self.assertEqual(markdown.docc_fragment("Type erasure, `AnyObserver`"), "Type-erasure-AnyObserver")
        self.assertEqual(markdown.docc_fragment("Then — and after"), "Then-and-after")


if __name__ == "__main__":
    unittest.main()


class HintTests(unittest.TestCase):
    def test_a_hint_per_rule_sits_under_the_pages_hint_heading(self):
        text = "Start here.\n\n## the first rule\n\nWhy `on`?\n\n## the second rule\n\nHow?\n"
        blocks = markdown.hint_blocks(text, context())
        self.assertEqual(
            markdown.markdown_of(blocks),
            "Start here.\n\n### the first rule\n\nWhy `on`?\n\n### the second rule\n\nHow?\n")

    def test_a_hint_of_one_paragraph_is_that_paragraph(self):
        self.assertEqual(markdown.markdown_of(markdown.hint_blocks("Why?\n", context())), "Why?\n")
