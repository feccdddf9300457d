#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each a bounded number of times.
#   FUZZ_RUNS      inputs per target (default 1,000,000); with FUZZ_SEED, a run that ends by its runs repeats exactly
#   FUZZ_SEED      libFuzzer's seed (default 1); 0 picks a new one each run, for exploring
#   FUZZ_SECONDS   the most seconds per target, should the runs take longer (default 90)
#   FUZZ_JOBS      targets run at once (default: the number of cores)
# Crash inputs are written to Fuzz/.work/artifacts/; the script exits non-zero when one is found.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${FUZZ_SECONDS:-90}"
runs="${FUZZ_RUNS:-1000000}"
seed="${FUZZ_SEED:-1}"
work=.work
mkdir -p "$work/artifacts"

# SwiftPM passes `--sanitize=fuzzer --sanitize=address` to swiftc as two `-sanitize=` flags, and the
# last one wins: the code was built with AddressSanitizer but without libFuzzer's coverage
# instrumentation, so libFuzzer mutated blindly ("no interesting inputs were found"). One combined
# `-sanitize=fuzzer,address` after them turns coverage on.
flags=(-c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)
swift build "${flags[@]}" 2>&1 | grep -Ev '^\[[0-9]+/[0-9]+\]' || true
bin="$(swift build "${flags[@]}" --show-bin-path)"

# Working corpora start from the committed seeds, plus the shared corpus when it is beside the
# repository; libFuzzer adds what it finds to them.
rm -rf "$work/symbolifier" "$work/storyboard" "$work/xmlscanner" "$work/swiftsource" "$work/projectfile" \
    "$work/checkconfiguration"
mkdir -p "$work/symbolifier" "$work/storyboard" "$work/xmlscanner" "$work/swiftsource" "$work/projectfile" \
    "$work/checkconfiguration"
cp Seeds/Symbolifier/* "$work/symbolifier/"
cp Seeds/Storyboard/* "$work/storyboard/"
cp Seeds/XMLScanner/* "$work/xmlscanner/"
cp Seeds/SwiftSource/* "$work/swiftsource/"
cp Seeds/ProjectFile/* "$work/projectfile/"
# The check configuration reader (.symbolify.json) starts from seeds of its own.
cp Seeds/CheckConfiguration/* "$work/checkconfiguration/"
if [ -f ../../shared/corpus/identifiers.tsv ]; then
    sed -n '2,201p' ../../shared/corpus/identifiers.tsv | cut -f4 | split -l 1 - "$work/symbolifier/corpus-"
fi
if [ -d ../../shared/corpus/storyboards ]; then
    cp ../../shared/corpus/storyboards/Esri__arcgis-runtime-samples-ios__ManageMapLayers.storyboard "$work/storyboard/" 2>/dev/null || true
    cp ../../shared/corpus/storyboards/Esri__arcgis-runtime-samples-ios__ManageMapLayers.storyboard "$work/xmlscanner/" 2>/dev/null || true
fi

# The targets run side by side, as many at once as the machine has cores (libFuzzer's run is one
# thread): each gets its runs or its seconds as it would alone, and the whole takes a fraction of
# the time. A target's report is printed when it ends; a failure is kept in $work/<name>.failed.
parallel="${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}"
rm -f "$work"/*.failed
run() {
    while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do wait -n || true; done
    run_one "$@" &
}
run_one() {
    local name=$1 target=$2 corpus=$3 maxlen=$4 asan_options=$5
    shift 5
    echo "==> $name: $runs runs, seed $seed, at most ${seconds}s"
    # Swift's own crash handler, reading memory under AddressSanitizer, hides a failure's message.
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="$asan_options" "$bin/$target" "$corpus" -runs="$runs" -seed="$seed" \
        -max_total_time="$seconds" -max_len="$maxlen" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$work/artifacts/$name-" -print_final_stats=1 "$@" > "$work/$name.log" 2>&1; then
        echo "$name: $(grep -E '^Done [0-9]+ runs' "$work/$name.log" || tail -1 "$work/$name.log")"
        grep -E 'stat::number_of_executed_units|stat::peak_rss_mb' "$work/$name.log" || true
    else
        echo "$name: FAILED; the input that broke it is in $work/artifacts/" >&2
        tail -40 "$work/$name.log" >&2
        touch "$work/$name.failed"
    fi
}
run symbolifier SymbolifierFuzzer "$work/symbolifier" 4096 ""
run storyboard StoryboardFuzzer "$work/storyboard" 65536 ""
run swiftsource SwiftSourceFuzzer "$work/swiftsource" 16384 ""
# The project reader walks the project's folder on a Dispatch worker while it parses, and the worker
# frees that block after the reader returns: every input looks like a leak to libFuzzer, which then
# scans the whole heap after each (20 to 40 ms an input). Its per-input leak checks are off for this
# target; AddressSanitizer still checks for leaks when the run ends.
run projectfile ProjectFileFuzzer "$work/projectfile" 16384 "" -detect_leaks=0
# The scanner fuzzer runs XMLParser on the same bytes, and FoundationXML leaks the NSError it makes
# for every XML parse error (inside _CFErrorCreateFromXMLInterface, not in this project), so leak
# detection is off for this target; AddressSanitizer's other checks stay on.
run xmlscanner XMLScannerFuzzer "$work/xmlscanner" 16384 detect_leaks=0 -detect_leaks=0
run checkconfiguration CheckConfigurationFuzzer "$work/checkconfiguration" 4096 ""
wait
failed=""
for mark in "$work"/*.failed; do
    if [ -e "$mark" ]; then failed="$failed${failed:+ }$(basename "$mark" .failed)"; fi
done
if [ -n "$failed" ]; then
    echo "error: fuzzing found failures in: $failed" >&2
    exit 1
fi
