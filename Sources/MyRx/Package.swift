// swift-tools-version: 6.2
//
// Your library as a package of its own, so that a program of yours can use it as it would use
// RxSwift: in that program's Package.swift, `.package(path: "<the course>/Sources/MyRx")` and
// the dependency `.product(name: "MyRx", package: "MyRx")`, then `import MyRx`. Your RxTest
// (RxTest/, from stage 10.6) is a second product, as RxTest is RxSwift's:
// `.product(name: "MyRxTest", package: "MyRx")`, then `import MyRxTest`.
//
// The course itself never builds it through here: `make check` compiles your files with swiftc,
// and the course's own package leaves this folder out, so a file you are still writing never
// stops `swift build`, `make run` or `make test`.
import PackageDescription

let package = Package(
    name: "MyRx",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "MyRx", targets: ["MyRx"]),
        .library(name: "MyRxTest", targets: ["MyRxTest"]),
    ],
    targets: [
        .target(name: "MyRx", path: ".", exclude: ["Package.swift", "RxTest"]),
        .target(name: "MyRxTest", dependencies: ["MyRx"], path: "RxTest"),
    ],
    swiftLanguageModes: [.v6]
)
