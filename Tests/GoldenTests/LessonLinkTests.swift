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

@Test("Each chapter links to the chapter before it and the one after it")
func chaptersLinkToTheirNeighbours() throws {
    let folders = chapterFolders(root: packageRoot)
    for (index, folder) in folders.enumerated() {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Chapters/\(folder)/README.md"), encoding: .utf8)
        let links = Set(relativeLinks(in: text))
        if index > 0 {
            #expect(links.contains("../\(folders[index - 1])/README.md"), "\(folder) does not link back")
        }
        let next = index + 1 < folders.count ? "../\(folders[index + 1])/README.md" : "../WHAT-NEXT.md"
        #expect(links.contains(next), "\(folder) does not link on to \(next)")
    }
}

@Test("The link checker sees a broken link")
func linkCheckerCanFail() {
    #expect(relativeLinks(in: "[a](../x.md#top) [b](https://x) [c](#here) [d](y.swift)") == ["../x.md", "y.swift"])
}
