# MiniRx course. `make help` lists the targets.
SWIFT ?= swift
CH ?=
# `set -o pipefail`: a test run piped through its summary filter still fails when a test fails.
SHELL := /bin/bash

.PHONY: help run test test-asan diffs record bench bench-smoke exercises check solution catch-up compare mutants bench-check site site-test FORCE

help:
	@echo "make run          build and run every chapter; one line each: ✓ or the first differing lines"
	@echo "make run CH=4     run chapter 4, show its output, then check it against its expected file"
	@echo "make exercises    list every exercise with ✓ or ✗: your progress through the course"
	@echo "make check EX=7.2 check exercise 7.2: ✓, or the first differing lines and a hint"
	@echo "make check CH=7   check chapter 7's exercises; make check alone checks the next unfinished one"
	@echo "                  (a program still running after 10 s is stopped: TIME_LIMIT=30 allows 30 s)"
	@echo "make check EX=7.4 AGAIN=1  a library stage that passed, nothing changed: run its programs anyway"
	@echo "make check EX=6.2 REVEAL=1  a predict exercise: also show the program's line where yours differs"
	@echo "make catch-up CH=7  fill your library (Sources/MyRx) with the course's pieces of every stage up to"
	@echo "                  chapter 7's you have not done (EX=5.4: one stage); your passing work is kept"
	@echo "                  (OVERWRITE=1 replaces it too); what it replaces is saved in .build-catch-up/ first"
	@echo "make compare EX=5.4  after a pass: your files of library stage 5.4 beside MiniRx's, naming RxSwift's"
	@echo "make solution EX=7.2  (for authors) exercise 7.2 with its reference solution: its output, then the check"
	@echo "make mutants EX=5.4  (for authors) library stage 5.4's check against each of its mutants: which fail, which pass"
	@echo "make mutants      (for authors) every stage's mutants, which must all fail (CI runs it; not part of make test)"
	@echo "make test         run every test (unit, golden output, RxSwift conformance, exercises)"
	@echo "make test-asan    the same tests built with AddressSanitizer; LeakSanitizer fails on retain cycles"
	@echo "make diffs        write diffs/NN.diff: chapter NN's library module against chapter NN-1's; 06-core.diff: chapter 5's against MiniRx"
	@echo "make record CH=4  rewrite chapter 4's expected file(s) from its output (read it first!)"
	@echo "make bench        release-built benchmarks of MiniRx against hand-written closures"
	@echo "make bench-smoke  the benchmarks at tiny sizes: a quick check that they run and agree"
	@echo "make bench-check  (for authors) how long a library stage's check takes: first, warm, after a one-line edit"
	@echo "make site         the course as a website in site/ (DocC; needs python3 and a Chrome or Chromium)"
	@echo "make site-test    check site/ in the browser: every chapter, links, pictures, an API page, a tutorial"

# The runner, `course`, is built on its own (it needs no chapter), and only when its own sources
# changed, with SwiftPM's progress lines (on a first clone it takes a while); SwiftPM's build
# folder is asked once and kept beside it. The runner then builds what each command needs, only
# when a source changed since (Sources/CourseSupport/Building.swift):
# chapter 1's program for `make run CH=1` or `make check EX=1.1`, everything for `make run`. So a
# check after an edit to an exercise costs no SwiftPM run at all.
COURSE_BIN_PATH = .build/course-bin-path
COURSE = "$$(cat $(COURSE_BIN_PATH))/course" --swift "$(SWIFT)"
# Built again when its sources changed, or when the runner is gone (a cleaned build folder).
COURSE_GONE = $(if $(wildcard $(shell cat $(COURSE_BIN_PATH) 2>/dev/null)/course),,FORCE)
# For `make run` of every chapter, the runner is built with every chapter's program, in one
# SwiftPM run (the test target ExerciseTests depends on them all), so that they compile side by
# side: on a new clone, about 15 s sooner than the runner first and the chapters after it.
RUNNER_BUILD = $(if $(and $(filter run,$(MAKECMDGOALS)),$(if $(call given,CH),,yes)),--target ExerciseTests,--product course)
$(COURSE_BIN_PATH): Package.swift $(wildcard Sources/course/*.swift Sources/CourseSupport/*.swift) $(COURSE_GONE)
	@echo "Building the course's runner$(if $(findstring ExerciseTests,$(RUNNER_BUILD)), and every chapter's program)…"
	@$(SWIFT) build $(RUNNER_BUILD)
	@$(SWIFT) build --show-bin-path > $@
FORCE:

# Whether variable $(1) was given, on the command line or in the environment, even empty: an
# empty `EX=` is reported as empty, not read as no EX at all (which checks the next exercise).
given = $(filter command line environment override,$(origin $(1)))

# CH is passed as one argument, so `CH='4 5'` is reported as one wrong chapter number.
run: $(COURSE_BIN_PATH)
	@$(COURSE) run $(if $(call given,CH),"$(CH)")

# Exercises are compiled on their own against the chapter's built modules (see
# Sources/CourseSupport/Exercises.swift).
exercises: $(COURSE_BIN_PATH)
	@$(COURSE) exercises

check: $(COURSE_BIN_PATH)
	@$(COURSE) check $(if $(call given,EX),"$(EX)") $(if $(call given,CH),chapter "$(CH)") $(if $(AGAIN),again)

# The learner's library (Sources/MyRx): `catch-up` writes the course's reference pieces into it,
# `compare` shows a stage's files beside MiniRx's (Sources/CourseSupport/LibraryStages.swift).
# CH=8: every stage up to chapter 8's the learner has not done; EX=5.4: that stage alone;
# OVERWRITE=1: passing work too (the runner says what each means and checks their values).
catch-up: $(COURSE_BIN_PATH)
	@$(COURSE) catch-up $(if $(call given,CH),chapter "$(CH)") $(if $(call given,EX),stage "$(EX)") \
		$(if $(call given,OVERWRITE),overwrite "$(OVERWRITE)")

compare: $(COURSE_BIN_PATH)
	@if [ -z "$(EX)" ]; then echo "usage: make compare EX=N.K  (a library stage you have passed)" >&2; exit 2; fi
	@$(COURSE) compare "$(EX)" $(if $(ANYWAY),anyway)

# For authors: which of a library stage's mutants (Tests/Solutions/…/Mutants/*.diff) its check
# catches; without EX, every stage's, a stage per processor at a time (CI runs it).
mutants: $(COURSE_BIN_PATH)
	@$(COURSE) mutants $(if $(call given,EX),"$(EX)")

# Times a library stage's check in a scratch copy of the package (never your Sources/MyRx).
bench-check: $(COURSE_BIN_PATH)
	@Tests/bench-library-check.sh "$$(cat $(COURSE_BIN_PATH))/course"

solution: $(COURSE_BIN_PATH)
	@if [ -z "$(EX)" ]; then echo "usage: make solution EX=N.M" >&2; exit 2; fi
	@$(COURSE) solution "$(EX)"

# MiniRx is single-threaded by design (one trampoline queue, one Resources count), so its tests
# must not run on several threads at once: --no-parallel runs them one after another.
# Tests/test-summary.awk drops the line per test started and passed (about 1,400 of them), the
# build's progress and XCTest's report on an empty run, and says every 10 s how far the run is;
# failures, build errors and the closing summaries stay. The loop beside `swift test` sends it a
# tick every 3 s, so that it can speak while SwiftPM is silent (sleep's output goes nowhere, so
# the loop, once killed, holds the pipe open no longer). swift test writes into a pipe in blocks
# that cut lines anywhere: grep --line-buffered writes them again a whole line at a time, so a
# tick never lands inside one.
# mawk (Debian's awk) reads its input in large blocks unless told to read it line by line.
AWK_BY_LINE := awk $(if $(findstring mawk,$(shell awk -W version 2>&1)),-W interactive)
SUMMARIZED = set -o pipefail; \
	{ while sleep 3 >/dev/null; do echo "test-summary: tick"; done & ticks=$$!; \
	{ $(1); } 2>&1 | grep -a --line-buffered ''; status=$$?; kill $$ticks; exit $$status; } \
	| $(AWK_BY_LINE) -f Tests/test-summary.awk

# The tests run in two processes at once, one per core, after one build: the library stages'
# reference solutions and the milestones (each compiles a library and its check programs: the
# longest part) in one, every other test in the other. Each copies the exercises into folders of its own
# (EXERCISE_TESTS_PART); --ignore-lock lets the second read the build folder while the first
# does, which is safe with --skip-build: neither writes to it. Each part's output goes through a
# grep of its own, so that the two reach the summary a whole line at a time.
# The test programs write into the pipe in blocks of 4 kB, so a part that prints little (the
# second) said nothing for minutes: where coreutils' stdbuf is, their output goes a line at a time.
TEST_SECOND_PART = ExerciseTests.ExerciseTests/stageSolutionPasses|ExerciseTests.LibraryStageTests/milestonesPass
LINE_BUFFERED := $(if $(shell command -v stdbuf 2>/dev/null),stdbuf -oL)
TESTS_IN_TWO_PARTS = $(SWIFT) build --build-tests && { \
	EXERCISE_TESTS_PART=first $(LINE_BUFFERED) $(SWIFT) test --skip-build --ignore-lock --no-parallel \
		--skip '$(TEST_SECOND_PART)' 2>&1 | grep -a --line-buffered '' & first=$$!; \
	EXERCISE_TESTS_PART=second $(LINE_BUFFERED) $(SWIFT) test --skip-build --ignore-lock --no-parallel \
		--filter '$(TEST_SECOND_PART)' 2>&1 | grep -a --line-buffered ''; second=$$?; \
	wait $$first && [ $$second -eq 0 ]; }

test:
	@$(call SUMMARIZED,$(TESTS_IN_TWO_PARTS))

# A separate build folder keeps the sanitized build from replacing the normal one. XCTest is
# disabled because its own runner leaks a few objects (we use swift-testing only); the chapter
# and conformance programs are sanitized too, so a leak in any of them fails its golden test.
# Tests/lsan-suppressions.txt explains the one false positive it silences. The exercise tests
# run too, the checker sanitized with them; the exercises they compile with swiftc link the
# sanitized build's objects, so COURSE_SANITIZER makes the checker sanitize them. The library
# checks' programs are not sanitized: they link nothing of the build, and the tests read their
# crash reports, which the sanitizer would replace with its own. So the second part of `make
# test` (the library stages' reference solutions and the milestones: library checks only, whose
# checker code the other tests run too) is left out, and the rest runs in one process.
# On Linux it links with lld: gold prints a "Cannot export local symbol '__asan_…'" warning for
# every sanitizer helper of every program it links (thousands of lines, all harmless).
ASAN_LINKER = $(if $(filter Linux,$(shell uname -s)),-Xswiftc -use-ld=lld)
ASAN_FLAGS = --sanitize=address --disable-xctest --scratch-path .build-asan $(ASAN_LINKER)
ASAN_SETTINGS = LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt:print_suppressions=0 COURSE_SANITIZER=address
test-asan:
	@$(call SUMMARIZED,$(SWIFT) build --build-tests $(ASAN_FLAGS) \
		&& $(ASAN_SETTINGS) $(SWIFT) test $(ASAN_FLAGS) --skip-build --no-parallel --skip '$(TEST_SECOND_PART)')

# The usage check comes before the build: a mistyped command should not cost a build.
record:
	@if [ -z "$(CH)" ]; then echo "usage: make record CH=N" >&2; exit 2; fi
	@$(MAKE) --no-print-directory $(COURSE_BIN_PATH)
	@$(COURSE) record "$(CH)"

# Part I chapter modules, in order; each diff shows what one chapter changed in the library.
# The file headers lose diff's timestamps (sed), so the same sources give the same diff on
# every clone.
PART_ONE = Ch01TestSubject Ch02Protocols Ch03AnyObserver Ch04SinkProducer Ch05Disposables
# diffs/06-core.diff: chapter 5's module against the MiniRx files that descend from it, paired
# by concept (chapter 6 tells the changes). One pair per entry, `Ch05 file(s)=MiniRx file`: where
# MiniRx keeps two of chapter 5's files in one, they are joined (+) in MiniRx's order; `-` means
# MiniRx has no such file.
CORE_PAIRS = \
	Event.swift=Core/Event.swift \
	ObserverType.swift=Core/ObserverType.swift \
	ObserverBase.swift+AnonymousObserver.swift=Core/ObserverBase.swift \
	AnyObserver.swift=Core/AnyObserver.swift \
	ObservableType.swift+Observable.swift=Core/ObservableType.swift \
	Producer.swift=Core/Producer.swift \
	Sink.swift=Core/Sink.swift \
	SinkDisposer.swift=Core/SinkDisposer.swift \
	AnonymousObservable.swift=Core/Create.swift \
	Subscribe.swift=Core/Subscribe.swift \
	Disposable.swift+Disposables.swift=Disposables/Disposable.swift \
	AnonymousDisposable.swift=Disposables/AnonymousDisposable.swift \
	BinaryDisposable.swift=Disposables/BinaryDisposable.swift \
	NopDisposable.swift=Disposables/NopDisposable.swift \
	DisposeBag.swift=Disposables/DisposeBag.swift \
	Resources.swift=Core/Resources.swift \
	Rx.swift=Core/Rx.swift \
	Trace.swift=Core/Trace.swift \
	AtomicInt.swift=-
diffs:
	@mkdir -p diffs
	@set -- $(PART_ONE); previous=$$1; shift; number=2; \
	for module in "$$@"; do \
		file=diffs/$$(printf %02d $$number).diff; \
		diff -ruN "Sources/$$previous" "Sources/$$module" \
			| sed -E 's/^((---|\+\+\+) [^	]*)	.*$$/\1/' > "$$file"; \
		echo "$$file: Sources/$$previous → Sources/$$module ($$(grep -c '^[-+][^-+]' "$$file") changed lines)"; \
		previous=$$module; number=$$((number + 1)); \
	done
	@file=diffs/06-core.diff; : > "$$file"; \
	for pair in $(CORE_PAIRS); do \
		old=$${pair%%=*}; new=$${pair#*=}; sources=""; \
		for name in $$(echo "$$old" | tr + ' '); do sources="$$sources Sources/Ch05Disposables/$$name"; done; \
		if [ "$$new" = - ]; then target=/dev/null; label="(no counterpart in Sources/MiniRx)"; \
		else target="Sources/MiniRx/$$new"; label="$$target"; fi; \
		cat $$sources | diff -u --label "$$(echo $$sources | sed 's/ / + /g')" --label "$$label" - "$$target" >> "$$file"; \
		[ $$? -le 1 ] || exit 2; \
	done; \
	echo "$$file: Sources/Ch05Disposables → the Sources/MiniRx files that descend from it ($$(grep -c '^[-+][^-+]' "$$file") changed lines)"

bench:
	$(SWIFT) run -c release bench

# Tiny sizes, debug build: checks the workloads still run and agree, not how fast they are.
bench-smoke:
	$(SWIFT) run bench --smoke

# The course as a website (Site/minirx_site/build.py says how it is made). Beyond the Swift
# toolchain (its docc) it needs python3 and a Chrome or Chromium: one installed (Debian's chromium
# first), else Playwright's own, downloaded into the venv (Site/minirx_site/browser.py). Its pinned
# Python packages go into a venv under .build-site, never into the repository.
SITE_VENV = .build-site/venv
SITE_PYTHON = PYTHONPATH=Site $(SITE_VENV)/bin/python

$(SITE_VENV)/installed: Site/requirements.txt
	@python3 -m venv $(SITE_VENV)
	@$(SITE_VENV)/bin/pip install --quiet --disable-pip-version-check --no-deps -r Site/requirements.txt
	@touch $@

site: $(SITE_VENV)/installed
	@$(SITE_PYTHON) -m minirx_site.build

# The generator's own tests first (the Markdown → DocC rules, the pictures), then the site in
# the browser, served on 127.0.0.1; its last line is `N passed, N failed`.
site-test: $(SITE_VENV)/installed
	@$(SITE_PYTHON) -m unittest discover --quiet -s Site/tests -t Site
	@$(SITE_PYTHON) -m minirx_site.check
