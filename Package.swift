// swift-tools-version: 6.0
//
// MiniRx: a course that rebuilds RxSwift's core, chapter by chapter.
//
// Most targets are listed by hand. Two families are found on disk instead, so that adding a
// chapter or a conformance case never means editing this file:
//   - every folder `Chapters/NN-slug/` is an executable `chNN` (its `main.swift`);
//   - every folder `Tests/Conformance/<Library>/<case>/` is an executable `conformance_<case>`:
//     a program written for RxSwift, compiled against a MiniRx module with only its import changed.
import Foundation
import PackageDescription

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The sorted names of the folders directly inside `path` (relative to the package root).
func folders(in path: String) -> [String] {
    let url = packageRoot.appendingPathComponent(path)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { name in
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
            atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
        return exists && isFolder.boolValue && !name.hasPrefix(".")
    }.sorted()
}

/// Files in a chapter or case folder that are not Swift sources.
let nonSourceFiles = ["README.md", "expected.txt", "expected-trace.txt"]

// Part I: each chapter is a snapshot of the library at that stage, compiled alone.
let partOneModules = [
    "Ch01TestSubject", "Ch02Protocols", "Ch03AnyObserver", "Ch04SinkProducer", "Ch05Disposables",
]

// Chapters/NN-slug → executable chNN. Chapters 1–5 use their own snapshot; later ones use MiniRx.
let chapterTargets: [Target] = folders(in: "Chapters").compactMap { folder in
    guard let number = Int(folder.prefix(2)) else { return nil }
    let name = String(format: "ch%02d", number)
    let dependencies: [Target.Dependency] =
        number <= partOneModules.count
        ? [.target(name: partOneModules[number - 1])]
        : ["MiniRx", "MiniRxTest"]
    return .executableTarget(
        name: name, dependencies: dependencies, path: "Chapters/\(folder)",
        exclude: nonSourceFiles.filter {
            FileManager.default.fileExists(
                atPath: packageRoot.appendingPathComponent("Chapters/\(folder)/\($0)").path)
        })
}

// Conformance programs: Tests/Conformance/Ch05Disposables/* and Tests/Conformance/MiniRx/*.
// They are built with warnings as errors: RxSwift programs must compile cleanly against MiniRx.
let conformanceLibraries: [(folder: String, dependencies: [Target.Dependency])] = [
    ("Ch05Disposables", ["Ch05Disposables"]),
    ("MiniRx", ["MiniRx", "MiniRxTest"]),
]
let conformanceTargets: [Target] = conformanceLibraries.flatMap { library in
    folders(in: "Tests/Conformance/\(library.folder)").map { caseName in
        .executableTarget(
            name: "conformance_\(library.folder == "MiniRx" ? "" : "ch05_")\(caseName)",
            dependencies: library.dependencies,
            path: "Tests/Conformance/\(library.folder)/\(caseName)",
            exclude: ["expected.txt"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])])
    }
}

let programs = (chapterTargets + conformanceTargets).map { Target.Dependency.target(name: $0.name) }

let package = Package(
    name: "MiniRx",
    products: [
        .library(name: "MiniRx", targets: ["MiniRx"]),
        .library(name: "MiniRxTest", targets: ["MiniRxTest"]),
    ]
        + chapterTargets.map { .executable(name: $0.name, targets: [$0.name]) },
    targets: partOneModules.map { .target(name: $0) }
        + partOneModules.map { .testTarget(name: "\($0)Tests", dependencies: [.target(name: $0)]) }
        + [
            .target(name: "MiniRx"),
            .target(name: "MiniRxTest", dependencies: ["MiniRx"]),
            .testTarget(name: "MiniRxTests", dependencies: ["MiniRx", "MiniRxTest"]),
            // Course tooling, not course material: run a program, compare its output.
            .target(name: "CourseSupport"),
            // `course` runs the chapters and checks their output: what `make run` calls.
            .executableTarget(name: "course", dependencies: ["CourseSupport"]),
            // Runs every chapter and conformance program and compares its output byte for byte.
            .testTarget(name: "GoldenTests", dependencies: ["CourseSupport"] + programs),
            // `make bench`: release-built timings of MiniRx against hand-written closures.
            .executableTarget(name: "bench", dependencies: ["MiniRx"]),
        ]
        + chapterTargets + conformanceTargets,
    swiftLanguageModes: [.v6]
)
