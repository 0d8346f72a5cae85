// swift-tools-version: 6.2
//
// MiniRx: a course that rebuilds RxSwift's core, chapter by chapter.
//
//   Part I   Ch01TestSubject … Ch05Disposables: the library as it stands at each chapter,
//            each module compiled alone (a chapter never imports another).
//   Part II  MiniRx, the complete library; MiniRxTest, the course's RxTest; MiniRxBlocking, its
//            RxBlocking; MiniRxCocoa, its RxCocoa (UI bindings over stand-ins for UIKit).
//   Chapters each folder in `chapterFolders` (Chapters/NN-slug) is the program `chNN`
//            (swift run ch04).
//   Tests    unit tests per module; GoldenTests runs every program below and compares its
//            output byte for byte with the expected file beside it; ExerciseTests checks every
//            exercise's starter (it must fail) and reference solution (it must pass).
import PackageDescription

// Part I: one snapshot module per chapter.
let partOneModules = [
    "Ch01TestSubject", "Ch02Protocols", "Ch03AnyObserver", "Ch04SinkProducer", "Ch05Disposables",
]

// Chapter folders, in order. Chapters 1–5 link their own snapshot; the rest link MiniRx.
let chapterFolders = [
    "01-test-subject", "02-protocols", "03-any-observer", "04-sink-producer", "05-disposables",
    "06-subjects-relays", "07-operators", "08-hot-cold", "09-schedulers", "10-time-operators",
    "11-single-maybe-completable", "12-driver-signal", "13-lifetimes", "14-ui-bindings",
    "15-async-await",
]

// Part II chapters that also link MiniRxCocoa, the course's RxCocoa, or MiniRxBlocking, its
// RxBlocking.
let chaptersUsingCocoa: Set = ["14-ui-bindings"]
let chaptersUsingBlocking: Set = ["15-async-await"]

// Chapters with a milestones.txt (the programs written for RxSwift that the learner's library
// runs from that chapter on): listed so that the file is kept out of the chapter's program.
let chaptersWithMilestones: Set = [
    "06-subjects-relays", "07-operators", "08-hot-cold", "09-schedulers", "10-time-operators", "11-single-maybe-completable",
    "12-driver-signal", "14-ui-bindings", "15-async-await",
]

// Chapters whose program has other modes, each checked against its own expected file:
// `--trace` against expected-trace.txt, `--trace=mermaid` against expected-trace-mermaid.txt
// (CourseSupport's GoldenProgram.chapters). `--trace` prints the call chain, `--trace=mermaid`
// draws it as the lesson's sequence diagram, `--events` prints chapter 10's marble diagrams as
// data for the course's website.
let chapterModes: [String: [String]] = [
    "04-sink-producer": ["trace", "trace-mermaid"],
    "05-disposables": ["trace"],
    "10-time-operators": ["events"],
]

// Programs written for RxSwift, each in Tests/Conformance/<Library>/<case>/main.swift with the
// exact output real RxSwift 6.10.2 printed beside it; only their import line was changed.
let conformanceCases: [(library: String, cases: [String])] = [
    // Part I already tells the truth: these compile against chapter 5's module.
    ("Ch05Disposables", ["core_stop_events_dropped", "seed_create_completed", "seed_create_dispose_bag"]),
    (
        "MiniRx",
        [
            "app_async_one_shot_result", "app_cached_config", "app_cart_checkout",
            "app_chat_recent_messages",
            "app_chat_rooms_flatmap", "app_dispose_mid_stream", "app_form_state_relays",
            "app_location_share", "app_order_timeline", "app_parse_errors_mid_stream",
            "app_profile_background_load", "app_profile_binder",
            "app_publish_connect", "app_search_box_distinct", "app_search_form_uploads",
            "app_search_with_latest_from", "app_sensor_readings",
            "app_shared_request",
            "bag_dispose_order", "bag_view_controller", "conc_values_for_await", "core_create_subscribe_order",
            "core_event_printing", "core_stop_events_dropped", "disp_create",
            "doc_pg_transforming", "doc_unit_tests", "edge_dispose_during_emission",
            "edge_empty_source_ops", "fact_basic", "merge_limited_next_inner_on_trampoline",
            "op_flatmap", "op_flatmap_sync_interleave", "op_map_filter",
            "op_share_while_connected", "op_take_until", "reent_subject", "reent_subject_observers", "relay_behavior",
            "rxtest_subscribe_on", "rxtest_throttle_delay", "sched_trampoline_of",
            "seed_create_completed", "seed_create_dispose_bag", "seed_publish_subject",
            "share_replay1_register_before_replay",
            "subj_behavior", "subj_publish", "subj_replay", "trait_as_single", "trait_completable",
            "trait_single", "vt_historical_autosave", "vt_historical_search", "vt_ignore_elements_dispose_order",
            "vt_interval", "vt_throttle",
            // Milestones written as apps (issue 30, round two).
            "app_chat_room", "app_chat_unread_badge", "app_connection_status", "app_deep_links",
            "app_download_cancel", "app_download_progress", "app_error_translation",
            "app_event_bus_reentrant", "app_feed_offline_fallback", "app_folder_indexer",
            "app_image_loader_cells", "app_image_placeholder_catch", "app_inventory_alerts",
            "app_keyboard_shortcuts", "app_live_poll", "app_onboarding", "app_paging_feed",
            "app_photo_upload_singles", "app_quiz_game", "app_recent_searches",
            "app_screen_lifetime_take_until", "app_search_cancel_previous", "app_settings_relays",
            "app_shopping_cart", "app_signup_form", "app_single_cache_or_network", "app_single_login_chain",
            "app_single_user_lookup", "app_socket_refcount_reconnect", "app_sync_queue",
            "app_sync_status_relays", "app_theme_multicast_subject", "app_undo_stack", "app_values_export",
            "app_values_first_value", "vt_cold_pages_rxtest", "vt_login_view_model_test",
            "vt_pull_to_refresh_rxtest", "vt_purchase_button", "vt_retry_backoff_catch",
            "vt_search_requests_rxtest", "vt_session_timeout", "vt_spinner_threshold",
            "vt_stock_ticker_historical", "vt_toast_queue", "vt_typing_indicator", "vt_volume_slider",
        ]
    ),
]

let chapterTargets: [Target] = chapterFolders.enumerated().map { index, folder in
    let number = index + 1
    return .executableTarget(
        name: "ch" + folder.prefix(2),
        dependencies: number <= partOneModules.count
            ? [.target(name: partOneModules[number - 1])]
            : ["MiniRx", "MiniRxTest"] + (chaptersUsingCocoa.contains(folder) ? ["MiniRxCocoa"] : [])
                + (chaptersUsingBlocking.contains(folder) ? ["MiniRxBlocking"] : []),
        path: "Chapters/\(folder)",
        // Exercises/ is not part of the chapter's program: `make check` compiles each exercise
        // on its own against the chapter's modules (CourseSupport's Exercises.swift), so a
        // learner's unfinished file never breaks the package's build. NOTES.md, beside every
        // lesson, is prose like the README; milestones.txt lists the programs written for RxSwift
        // that the learner's library runs from this chapter on (the checker reads it).
        exclude: ["README.md", "NOTES.md", "expected.txt", "Exercises"]
            + (chapterModes[folder] ?? []).map { "expected-\($0).txt" }
            + (chaptersWithMilestones.contains(folder) ? ["milestones.txt"] : []))
}

// Built with warnings as errors: an RxSwift program must compile cleanly against MiniRx.
let conformanceTargets: [Target] = conformanceCases.flatMap { library, cases in
    cases.map { caseName in
        .executableTarget(
            name: "conformance_\(library == "MiniRx" ? "" : "ch05_")\(caseName)",
            dependencies: library == "MiniRx" ? ["MiniRx", "MiniRxTest"] : [.target(name: library)],
            path: "Tests/Conformance/\(library)/\(caseName)",
            exclude: ["expected.txt"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])])
    }
}

let package = Package(
    name: "MiniRx",
    // `Resources` counts with the toolchain's `Atomic` (module Synchronization), which Apple
    // platforms have from these versions on. Linux has no such limit.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "MiniRx", targets: ["MiniRx"]),
        .library(name: "MiniRxTest", targets: ["MiniRxTest"]),
        .library(name: "MiniRxBlocking", targets: ["MiniRxBlocking"]),
        .library(name: "MiniRxCocoa", targets: ["MiniRxCocoa"]),
    ] + chapterTargets.map { .executable(name: $0.name, targets: [$0.name]) },
    targets: partOneModules.map { .target(name: $0) }
        + partOneModules.map { .testTarget(name: "\($0)Tests", dependencies: [.target(name: $0)]) }
        + [
            .target(name: "MiniRx"),
            .target(name: "MiniRxTest", dependencies: ["MiniRx"], exclude: ["README.md"]),
            // RxBlocking's blocking operators, driving MiniRx's main loop (virtual time).
            .target(name: "MiniRxBlocking", dependencies: ["MiniRx"]),
            // RxCocoa's traits and bindings, over small stand-ins for UIKit's controls.
            .target(name: "MiniRxCocoa", dependencies: ["MiniRx"]),
            // The learner's library, Sources/MyRx (in folders laid out as RxSwift's), is not a
            // target here: `make check` compiles it with swiftc as it stands, so a file the learner
            // is still writing never stops `swift build`, `make run` or `make test`. It is a
            // package of its own (Sources/MyRx/Package.swift), for a learner's program that wants
            // it as a product.
            .testTarget(
                name: "MiniRxTests", dependencies: ["MiniRx", "MiniRxTest", "MiniRxBlocking", "MiniRxCocoa"]),
            // Course tooling, not course material: run a program, compare its output.
            .target(name: "CourseSupport"),
            // `course` runs the chapters and checks their output: what `make run` calls.
            .executableTarget(name: "course", dependencies: ["CourseSupport"]),
            // Runs every chapter and conformance program and compares its output byte for byte,
            // and runs `course` itself (RunnerTests).
            .testTarget(
                name: "GoldenTests",
                dependencies: ["CourseSupport", "course"]
                    + (chapterTargets + conformanceTargets).map { .target(name: $0.name) }),
            // Every exercise's starter compiles and fails its check; every reference solution
            // (Tests/Solutions) passes in its place. Needs the chapter programs built, and the
            // runner, which some tests run as a learner would; `make run` builds this target to
            // build both at once.
            .testTarget(
                name: "ExerciseTests",
                dependencies: ["CourseSupport", "course"] + chapterTargets.map { .target(name: $0.name) }),
            // `make bench`: release-built timings of MiniRx against hand-written closures.
            .executableTarget(name: "bench", dependencies: ["MiniRx"]),
        ]
        + chapterTargets + conformanceTargets,
    swiftLanguageModes: [.v6]
)
