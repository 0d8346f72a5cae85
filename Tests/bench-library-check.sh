#!/usr/bin/env bash
# `make bench-check`: how long a library stage's check takes, as a learner meets it. Run from the
# package root with the course runner's path. It works in a scratch copy (.build-bench-check/),
# never on your Sources/MyRx, with a copy of the runner of its own, so its builds and remembered
# results never touch yours.
#
#   first check of a chapter   the library caught up to the chapter before, its checks built;
#                              then the next chapter's stage checked for the first time
#   first check, nothing built the whole library caught up, no build at all: every program
#   warm, nothing changed      the same check again: it passed with these files, so its programs
#                              are not run again (the check says so)
#   warm, run again            the same check with AGAIN=1: every program run again
#   after a one-line edit      a line added inside a function body of a library file
#   after an interface edit    a public function added: the interface grows, no program is
#                              compiled again (library evolution)
#   after an interface change  a requirement added to a protocol: every check program is
#                              compiled again, as after a public signature changed
#
# Each figure is the median of three runs: wall-clock seconds, then the CPU seconds the check
# and the compilers it ran used. The machine's load is printed with them: on a busy machine the
# wall clock says more about the others than about the check.
set -euo pipefail
course=${1:?usage: Tests/bench-library-check.sh PATH-TO-course}
scratch=.build-bench-check
rm -rf "$scratch"
mkdir -p "$scratch/bin" "$scratch/package/Tests" "$scratch/package/Sources"
cp "$course" "$scratch/bin/course"
cp -R Chapters "$scratch/package/Chapters"
cp -R Tests/Solutions Tests/Conformance "$scratch/package/Tests/"
cp -R Sources/MyRx "$scratch/package/Sources/MyRx"
cd "$scratch/package"
runner=../bin/course

# The library stages in course order: N.K for each Chapters/NN-slug/Exercises/K-slug/library.txt.
stages=$(find Chapters -path '*/Exercises/*/library.txt' | sed -E 's|Chapters/([0-9]+)-[^/]*/Exercises/([0-9]+)-.*|\1 \2|' \
	| sort -n -k1,1 -k2,2 | awk '{ printf "%d.%d\n", $1, $2 }')
if [ -z "$stages" ]; then echo "No library stages (no Chapters/*/Exercises/*/library.txt): nothing to time." >&2; exit 1; fi
last=$(echo "$stages" | tail -1)
last_chapter=${last%%.*}
previous=$(echo "$stages" | awk -F. -v chapter="$last_chapter" '$1 < chapter' | tail -1)
# The library's files, in its folders too (it is laid out as RxSwift lays out its sources).
library_files=$(find Sources/MyRx -name '*.swift' ! -path Sources/MyRx/Package.swift | sort)
library_file=$(echo "$library_files" | head -1)

seconds() { # runs "$@" quietly; prints its wall-clock seconds and, after them, the CPU seconds
	# it and its children used (what an idle machine's wall clock would come close to)
	local start end cpu
	start=$(date +%s.%N)
	cpu=$( { TIMEFORMAT='%U %S'; time "$@" > /dev/null 2>&1 || true; } 2>&1 | awk '{ printf "%.2f", $1 + $2 }')
	end=$(date +%s.%N)
	printf '%.2f s (CPU %s s)\n' "$(echo "$end - $start" | bc)" "$cpu"
}
median() { sort -n | sed -n 2p; }
fresh() { rm -rf ../bin/exercises; }

echo "Library: $(echo "$library_files" | wc -l) files, $(cat $library_files | wc -l) lines as given;" \
	"stages $(echo $stages | tr ' ' ','); checking $last runs $(echo "$stages" | wc -l) stage programs and" \
	"$(cat Chapters/*/milestones.txt 2>/dev/null | grep -cv '^\s*\(#\|$\)' || true) milestones."
echo "Load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"

if [ -n "$previous" ]; then
	runs=$(for run in 1 2 3; do
		fresh
		$runner catch-up "$last_chapter" > /dev/null
		$runner check "$previous" > /dev/null || true
		seconds $runner check "$last"
	done | median)
	echo "first check of chapter $last_chapter (stage $last; chapters before it already checked): $runs"
fi
$runner catch-up "$last_chapter" > /dev/null
runs=$(for run in 1 2 3; do fresh; seconds $runner check "$last"; done | median)
echo "first check of $last with nothing built: $runs"
runs=$(for run in 1 2 3; do seconds $runner check "$last"; done | median)
echo "warm check of $last, nothing changed: $runs"
runs=$(for run in 1 2 3; do seconds $runner check "$last" again; done | median)
echo "warm check of $last, nothing changed, run again (AGAIN=1): $runs"
# A line inside a function body (a comment, so that a one-expression body keeps its implicit
# return): the file is compiled again, the library's interface stays the same.
runs=$(for run in 1 2 3; do
	awk -v run="$run" '{ print } /func [^{]*\{ *$/ && !done { print "        // edit " run; done = 1 }' \
		"$library_file" > edited.swift && mv edited.swift "$library_file"
	seconds $runner check "$last"
done | median)
echo "warm check of $last after a one-line edit in $library_file: $runs"
runs=$(for run in 1 2 3; do
	echo "public func benchAdded$run() {}" >> "$library_file"
	seconds $runner check "$last"
done | median)
echo "warm check of $last after an edit to the library's interface (a public function added): $runs"
runs=$(for run in 1 2 3; do
	echo "public protocol BenchChanged$run { func probe() }" >> "$library_file"
	seconds $runner check "$last"
done | median)
echo "warm check of $last after a change to the library's interface (every check program compiled again): $runs"
$runner check "$last" > /dev/null && echo "(the check passes on the edited library, as it should)" \
	|| echo "(note: the check fails on the edited library; the figures above are still its time)"
