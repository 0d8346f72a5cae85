# Filters `swift test` output down to what a reader needs: build errors and warnings, every
# failure with its details, the closing summaries, and a progress line at most every 10 s
# (`… building: [212/469] Compiling MiniRx GroupBy.swift`, `… testing: 412 passed so far`), so
# a long run is never silent for long. Dropped: the rest of the build's progress lines,
# swift-testing's line per test or suite started and passed, its version banner, and XCTest's
# suite and case lines (its total stays when it ran any test). Used by `make test` and
# `make test-asan`, which also feed it a line `test-summary: tick` every 3 s, so that it can
# report progress while SwiftPM or a test is silent; the exit status comes from `swift test`,
# not from here.

# The time in seconds: srand() returns the seed it replaces, and the seed it sets is the time.
function now() { srand(); return srand() }

function say(line) { print line; fflush(); shown = now() }

# The latest progress, shown when nothing was shown for 10 s.
function progress(what) {
    latest = what
    if (now() - shown >= 10) say("  … " latest)
}

# How far the tests are, and which are running (for how long, once that is worth saying): two
# at once when `make test` runs its two parts side by side.
function testing(   line, name, since, count) {
    line = "testing: " (passed + 0) " passed so far"
    for (name in runningCase) {
        since = now() - runningSince[name]
        line = line (count++ ? "; " : "; running: ") name runningCase[name] (since >= 10 ? ", for " since " s" : "")
    }
    return line
}

# The name of the test a swift-testing line is about: the first quoted text, cut to fit a line.
function testName(line,   name) {
    if (!match(line, /"[^"]*"/)) return ""
    name = substr(line, RSTART + 1, RLENGTH - 2)
    return length(name) > 90 ? substr(name, 1, 87) "…" : name
}

BEGIN { shown = now() }

/^test-summary: tick$/ {
    if (latest ~ /^testing: /) latest = testing()
    if (latest != "") progress(latest)
    next
}

# `swift test --ignore-lock` says so, without a line break before what follows.
/^Another instance of SwiftPM .*--ignore-lock/ { next }

# XCTest: "Test Suite 'All tests' passed at …" is followed by its total, "Executed N tests, …".
/^Test Suite 'All tests' (passed|failed) at / { xctestTotal = 1; next }
/^[[:space:]]*Executed [0-9]+ tests?, / {
    if (xctestTotal && $0 !~ /Executed 0 tests/) { sub(/^[[:space:]]*/, ""); say("XCTest: " $0) }
    xctestTotal = 0
    next
}
/^Test Case '.*' passed/ { passed++; progress(testing()); next }
/^Test Suite '/ || /^Test Case '.*' started at/ { next }

# swift-testing: "◇ … started.", "✔ Test "…" passed …", "✔ Suite "…" passed …" and the banner.
# Its closing line, "✔ Test run with N tests …" or "✘ Test run with …", is kept.
/^(✔|✘) Test "/ { delete runningCase[testName($0)] }
/^✔ Test "/ { passed++; progress(testing()); next }
# The tests now running, so that a long one is named while it runs: `◇ Test "Name" started.`, or
# `◇ Test case passing 1 argument stage → 5.4 to "Name" started.` for one of its cases.
/^◇ Test / && !/^◇ Test run started/ {
    if (match($0, /^◇ Test case passing [0-9]+ arguments? /)) {
        # Its arguments may hold quotes of their own: the name is what follows the last ` to "`.
        rest = substr($0, RLENGTH + 1)
        sub(/" started\.$/, "", rest)
        split_at = 0
        for (i = 1; i <= length(rest) - 4; i++) if (substr(rest, i, 5) == " to \"") split_at = i
        name = substr(rest, split_at + 5)
        if (length(name) > 90) name = substr(name, 1, 87) "…"
        arguments = substr(rest, 1, split_at - 1)
        if (length(arguments) > 60) arguments = substr(arguments, 1, 57) "…"
        runningCase[name] = " (" arguments ")"
    } else {
        name = testName($0)
        runningCase[name] = ""
    }
    runningSince[name] = now()
    progress(testing())
    next
}
/^◇ / || /^✔ Suite "/ || /^↳ (Testing Library Version|Target Platform)/ { next }

# SwiftPM's progress: "[12/640] Compiling …", "[0/1] Planning build".
/^\[[0-9]+\/[0-9]+\] / {
    if (!building) say("Building the tests (a first build takes minutes)…")
    building = 1
    progress("building: " $0)
    next
}

{ say($0) }
