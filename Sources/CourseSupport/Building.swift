// Building only what a course command needs. `make check EX=1.1` needs chapter 1's program
// (its modules and object files), not the whole package; `make run` needs every chapter. And a
// command run again with nothing changed should not pay for SwiftPM to find that out: a build
// leaves a stamp file, and the next command builds again only if a source is newer than it.
import Foundation

public struct CourseBuilder: Sendable {
    /// The package root.
    public let root: URL
    /// SwiftPM's build folder (`swift build --show-bin-path`), where the products are.
    public let binaries: URL
    /// The command that runs SwiftPM: `swift`, or the Makefile's `$(SWIFT)`.
    public let swift: String
    /// Where the line saying what is built goes: standard output, flushed before SwiftPM starts.
    public let announce: @Sendable (String) -> Void

    public init(
        root: URL, binaries: URL, swift: String,
        announce: @escaping @Sendable (String) -> Void = { print($0); fflush(nil) }
    ) {
        self.root = root
        self.binaries = binaries
        self.swift = swift
        self.announce = announce
    }

    /// What a build of "everything" builds: every chapter's program. The test target
    /// ExerciseTests depends on each of them, and on no other program of the package (the
    /// conformance programs are only `make test`'s), so building it is the smallest build that
    /// links every chapter.
    static let everyChapter = ["--target", "ExerciseTests"]

    /// The stamp of the last successful build of `product` (nil: every chapter's program).
    func stamp(_ product: String?) -> URL {
        binaries.appendingPathComponent("course-builds/\(product ?? "all")")
    }

    /// Whether `product` (nil: every chapter's program) is built and no source changed since: the package
    /// manifest, `Sources/` without the learner's library, and `Chapters/` without the exercises
    /// (which `make check` compiles on its own). A build of every chapter counts for each one.
    /// Every chapter's program (nil) counts as built, too, when each is newer than every source:
    /// the Makefile builds them with the runner, in one SwiftPM run, the first time `make run` runs.
    public func isUpToDate(_ product: String?) -> Bool {
        if let product, !FileManager.default.fileExists(atPath: binaries.appendingPathComponent(product).path) {
            return false
        }
        guard let newest = newestSource() else { return false }
        if let built = [stamp(product), stamp(nil)].compactMap(modificationTime).max(), newest < built {
            return true
        }
        guard product == nil else { return false }
        let programs = chapterFolders(root: root).map { modificationTime(binaries.appendingPathComponent(chapterExecutable(folder: $0))) }
        return !programs.isEmpty && programs.allSatisfy { $0.map { newest < $0 } ?? false }
    }

    /// Builds `product` (nil: every chapter's program) unless it is up to date, saying so first in one line:
    /// SwiftPM's own output is quiet, and a first build takes minutes. `what` names it for that
    /// line ("chapter 1's program"). Returns false when the build failed (SwiftPM has said why).
    public func build(_ product: String?, what: String) -> Bool {
        if isUpToDate(product) { return true }
        let neverBuilt = [stamp(product), stamp(nil)].allSatisfy { modificationTime($0) == nil }
        announce(
            neverBuilt
                ? "Building \(what) (the first time takes a while)…"
                : "Sources changed since the last build: building \(what) again…")
        // The stamp's time is the build's start: a source saved during the build is newer.
        let started = stamp(product).appendingPathExtension("started")
        try? FileManager.default.createDirectory(
            at: started.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: started.path, contents: nil)
        let arguments = ["build", "--quiet"] + (product.map { ["--product", $0] } ?? Self.everyChapter)
        let built = try? runTool(swift, arguments: arguments, in: root) { elapsed in
            announce("  … still building (\(elapsed.components.seconds) s)")
        }
        guard built == 0 else {
            try? FileManager.default.removeItem(at: started)
            return false
        }
        try? FileManager.default.removeItem(at: stamp(product))
        try? FileManager.default.moveItem(at: started, to: stamp(product))
        return true
    }

    /// The newest modification time of a file a build reads; nil if there is none.
    func newestSource() -> Double? {
        var newest = modificationTime(root.appendingPathComponent("Package.swift"))
        for folder in ["Sources", "Chapters"] {
            let top = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: top.path) else { continue }
            while let path = walk.nextObject() as? String {
                // The learner's library is compiled by its checks on their own
                // (LibraryStages.swift): an edit there rebuilds no chapter.
                if (folder == "Chapters" && path.hasSuffix("/Exercises")) || (folder == "Sources" && path == "MyRx") {
                    walk.skipDescendants()
                    continue
                }
                if let time = modificationTime(top.appendingPathComponent(path)), time > newest ?? 0 {
                    newest = time
                }
            }
        }
        return newest
    }
}

/// A file's modification time in seconds (with its fraction), or nil if it does not exist.
func modificationTime(_ file: URL) -> Double? {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return nil }
    #if canImport(Darwin)
        let time = info.st_mtimespec
    #else
        let time = info.st_mtim
    #endif
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The fingerprints of files read during one run of the runner, each kept with the file's size
/// and modification time: a check reads the library's files and every check program's for
/// several fingerprints (the compile keys, the remembered results of each stage), and hashing
/// them again each time was most of a warm check. A file written since (a catch-up) is read again.
final class FileFingerprints: @unchecked Sendable {
    static let shared = FileFingerprints()
    private let lock = NSLock()
    private var known: [String: (size: Int64, time: timespec, fingerprint: String)] = [:]

    /// `path`'s contents' fingerprint; the same for every missing file.
    func fingerprint(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "(missing)" }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        let size = Int64(info.st_size)
        lock.lock()
        let cached = known[path]
        lock.unlock()
        if let cached, cached.size == size, cached.time.tv_sec == time.tv_sec, cached.time.tv_nsec == time.tv_nsec {
            return cached.fingerprint
        }
        var hash = FNV1a()
        hash.add((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
        lock.lock()
        known[path] = (size, time, hash.hex)
        lock.unlock()
        return hash.hex
    }

    private var facts: [String: Bool] = [:]

    // While `oneLibraryFingerprint` runs: the learner's library's fingerprint, worked out once.
    private var libraryScopes = 0
    private var libraryPart: String?

    /// Runs `body`, in which the learner's library is fingerprinted once however many stages'
    /// keys it works out (a check remembers the result of every stage it passed): its files do
    /// not change meanwhile.
    func oneLibraryFingerprint<T>(_ body: () -> T) -> T {
        lock.lock()
        libraryScopes += 1
        lock.unlock()
        defer {
            lock.lock()
            libraryScopes -= 1
            if libraryScopes == 0 { libraryPart = nil }
            lock.unlock()
        }
        return body()
    }

    /// `compute()`, or, inside `oneLibraryFingerprint`, what it gave the first time.
    func libraryFingerprint(_ compute: () -> String) -> String {
        lock.lock()
        let known = libraryScopes > 0 ? libraryPart : nil
        lock.unlock()
        if let known { return known }
        let found = compute()
        lock.lock()
        if libraryScopes > 0 { libraryPart = found }
        lock.unlock()
        return found
    }

    /// `compute(path)`, a fact about the file's contents named `name`, worked out once per
    /// contents.
    func fact(_ name: String, of path: String, _ compute: (String) -> Bool) -> Bool {
        let key = "\(name) \(fingerprint(of: path)) \(path)"
        lock.lock()
        let known = facts[key]
        lock.unlock()
        if let known { return known }
        let found = compute(path)
        lock.lock()
        facts[key] = found
        lock.unlock()
        return found
    }
}
