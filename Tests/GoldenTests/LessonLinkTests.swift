// A learner moves through the course by links: every relative link in the course's Markdown must
// lead to a file that exists, and each chapter must link to the one before and the one after.
import CourseSupport
import Foundation
import Testing

/// The Markdown files a learner reads: the README, CONTRIBUTING, and everything under Chapters/.
let courseDocuments: [String] = {
    ["README.md", "CONTRIBUTING.md", "Sources/MiniRxTest/README.md"]
        + filesNamed(".md", suffixOf: packageRoot.appendingPathComponent("Chapters")).map { "Chapters/\($0)" }.sorted()
}()

func filesNamed(_ suffix: String, suffixOf folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }
}

/// The targets of `[text](target)` links that point into the repository (not `http…`, not
/// `#anchor` alone), without their `#anchor`.
func relativeLinks(in markdown: String) -> [String] {
    markdown.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
        .filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") && !$0.hasPrefix("mailto:") }
        .map { String($0.split(separator: "#", maxSplits: 1)[0]) }
}

@Test("Every relative link in the course's Markdown leads to a file that exists", arguments: courseDocuments)
func linksResolve(_ document: String) throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
    let folder = packageRoot.appendingPathComponent(document).deletingLastPathComponent()
    for link in relativeLinks(in: text) {
        let target = folder.appendingPathComponent(link.removingPercentEncoding ?? link).standardizedFileURL
        #expect(FileManager.default.fileExists(atPath: target.path), "\(document): link to \(link) leads nowhere")
    }
}

/// The interlude, `Chapters/INTERLUDE.md`, sits between Part I and Part II: after this chapter.
let chapterBeforeInterlude = "05-disposables"

@Test("Each chapter links to the page before it and the one after it; the interlude sits between the parts")
func chaptersLinkToTheirNeighbours() throws {
    let folders = chapterFolders(root: packageRoot)
    // The course in reading order, as paths from Chapters/.
    var order = folders.map { "\($0)/README.md" }
    let interludeAt = try #require(folders.firstIndex(of: chapterBeforeInterlude), "no chapter \(chapterBeforeInterlude)") + 1
    order.insert("INTERLUDE.md", at: interludeAt)
    order.append("WHAT-NEXT.md")
    for (index, page) in order.enumerated().dropLast() {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Chapters/\(page)"), encoding: .utf8)
        let links = Set(relativeLinks(in: text).map(normalized(from: page)))
        if index > 0 {
            #expect(links.contains(order[index - 1]), "\(page) does not link back to \(order[index - 1])")
        }
        #expect(links.contains(order[index + 1]), "\(page) does not link on to \(order[index + 1])")
    }
}

/// A link written in the page at `page` (a path from Chapters/), as a path from Chapters/.
func normalized(from page: String) -> (String) -> String {
    { link in
        let folder = URL(fileURLWithPath: "/Chapters/\(page)").deletingLastPathComponent()
        let path = folder.appendingPathComponent(link).standardizedFileURL.path
        return path.hasPrefix("/Chapters/") ? String(path.dropFirst("/Chapters/".count)) : path
    }
}

@Test("The link checker sees a broken link")
func linkCheckerCanFail() {
    #expect(relativeLinks(in: "[a](../x.md#top) [b](https://x) [c](#here) [d](y.swift)") == ["../x.md", "y.swift"])
}
