// A check emits the learner's library module again only when a file's declaration skeleton
// changed (DeclarationSkeleton.swift): an edit it calls "inside a body" must change no interface.
// Skeletons and files are told apart by their FNV-1a fingerprints, tested last.

@testable import CourseSupport
import Foundation
import Testing

@Suite("Declaration skeletons")
struct DeclarationSkeletonTests {
    let file = """
        import Foundation

        /// A doc comment.
        public protocol Source {
            func subscribe() -> Int
            var value: Int { get }
        }

        public final class Map<Element>: Source {
            private let transform: (Element) -> Element
            public var value: Int { 1 }

            public init(transform: @escaping (Element) -> Element = { $0 }) {
                self.transform = transform
            }

            public func subscribe() -> Int {
                let text = "a brace { in a string \\(value + 1) }"
                return text.count
            }

            deinit {
                print("gone")
            }
        }

        """

    func skeleton(_ text: String) throws -> String {
        try #require(declarationSkeleton(of: text), "the reader did not follow:\n\(text)")
    }

    func changed(_ old: String, to new: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        #expect(file.contains(old), sourceLocation: sourceLocation)
        return try skeleton(file) != skeleton(file.replacingOccurrences(of: old, with: new))
    }

    @Test("An edit inside a function, initializer or deinitializer body, or of a comment, keeps the skeleton")
    func bodiesAndComments() throws {
        #expect(try !changed("return text.count", to: "return text.count + 1 // } {"))
        #expect(try !changed("self.transform = transform", to: "self.transform = { _ in fatalError(\"}\") }"))
        #expect(try !changed("print(\"gone\")", to: "print(\"gone \\(1)\")\n        /* { */"))
        #expect(try !changed("/// A doc comment.", to: "/// Another doc comment, { unbalanced."))
        #expect(try !changed("    public func subscribe() -> Int {", to: "    public func subscribe()   -> Int\n    {"))
    }

    @Test("A change to a declaration changes the skeleton: a signature, a default value, an accessor, a new member")
    func declarations() throws {
        #expect(try changed("public func subscribe() -> Int {", to: "public func subscribe(_ x: Int = 0) -> Int {"))
        #expect(try changed("= { $0 }", to: "= { _ in fatalError() }"))
        #expect(try changed("var value: Int { get }", to: "var value: Int { get set }"))
        #expect(try changed("public var value: Int { 1 }", to: "public var value: Int { 2 }"))
        #expect(try changed("    deinit {", to: "    public func added() {}\n\n    deinit {"))
        #expect(try changed("private let transform", to: "private var transform"))
    }

    @Test("A file whose bodies may be part of the interface, or that the reader cannot follow, has no skeleton")
    func noSkeleton() {
        #expect(declarationSkeleton(of: file.replacingOccurrences(of: "public func subscribe", with: "@inlinable public func subscribe")) == nil)
        #expect(declarationSkeleton(of: file + "}\n") == nil)
        #expect(declarationSkeleton(of: file + "let raw = #\"a\"#\n") == nil)
        #expect(declarationSkeleton(of: "func f() {\n    let s = \"unterminated\n}\n") == nil)
    }

    @Test("Every file of the learner's library, as given and as the course's pieces, has a skeleton")
    func libraryFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["Sources/MyRx", "Tests/Solutions"]
        var read = 0
        for folder in folders {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", url.path.contains("/MyRx") || folder == "Sources/MyRx",
                    url.lastPathComponent != "Package.swift"
                else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                #expect(declarationSkeleton(of: text) != nil, "\(url.path)")
                read += 1
            }
        }
        #expect(read > 100)
    }
}

@Test("A fingerprint is the same whether the bytes come as text, data or a sequence, and tells the parts apart")
func fingerprintsAgree() {
    let text = "import MyRx\nprint(\"é\")\n"
    var fromText = FNV1a()
    fromText.add(text)
    var fromData = FNV1a()
    fromData.add(Data(text.utf8))
    var fromSequence = FNV1a()
    fromSequence.add(Array(text.utf8).lazy.map { $0 })
    #expect(fromText.hex == fromData.hex && fromData.hex == fromSequence.hex)
    var split = FNV1a()
    split.add("import MyRx\n")
    split.add("print(\"é\")\n")
    #expect(split.hex != fromText.hex)
}
