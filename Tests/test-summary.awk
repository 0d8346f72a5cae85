# Filters `swift test` output down to what a reader needs: build errors and warnings, every
# failure with its details, and the closing summaries. Dropped: the build's progress lines,
# swift-testing's line per test or suite started and passed, its version banner, and XCTest's
# suite and case lines (its total stays when it ran any test). Used by `make test` and
# `make test-asan`; the exit status comes from `swift test`, not from here.

# XCTest: "Test Suite 'All tests' passed at …" is followed by its total, "Executed N tests, …".
/^Test Suite 'All tests' (passed|failed) at / { xctestTotal = 1; next }
/^[[:space:]]*Executed [0-9]+ tests?, / {
    if (xctestTotal && $0 !~ /Executed 0 tests/) { sub(/^[[:space:]]*/, ""); print "XCTest: " $0; fflush() }
    xctestTotal = 0
    next
}
/^Test Suite '/ || /^Test Case '.*' (started at|passed)/ { next }

# swift-testing: "◇ … started.", "✔ Test "…" passed …", "✔ Suite "…" passed …" and the banner.
# Its closing line, "✔ Test run with N tests …" or "✘ Test run with …", is kept.
/^◇ / || /^✔ (Test|Suite) "/ || /^↳ (Testing Library Version|Target Platform)/ { next }

# SwiftPM's progress: "[12/640] Compiling …", "[0/1] Planning build".
/^\[[0-9]+\/[0-9]+\] / { next }

{ print; fflush() }
