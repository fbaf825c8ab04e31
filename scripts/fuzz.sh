#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (libFuzzer, built by `make fuzz`), one after another.
# The working corpus grows in .build-fuzz/corpus/TARGET; seeds come from Tests/WidgettyFuzzingTests/Corpus/TARGET
# (and the recorded Open-Meteo answers in ../shared/fixtures). A crash leaves its input in .build-fuzz/artifacts/:
# add it to the seed folder as crash-WHAT, fix the code, and SeedCorpusTests keeps it fixed.
# Usage: scripts/fuzz.sh BINARY SECONDS [TARGET…]; exit status 1 when a target crashed.
set -uo pipefail
cd "$(dirname "$0")/.."
binary=$1 seconds=$2
shift 2
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(config open-meteo control-request raw-input sanitizer icalendar timeline-document printed-text note xbar)
status=0
for target in "${targets[@]}"; do
    corpus=.build-fuzz/corpus/$target
    seeds=Tests/WidgettyFuzzingTests/Corpus/$target
    mkdir -p "$corpus" .build-fuzz/artifacts
    extra=()
    [ "$target" = open-meteo ] && [ -d ../shared/fixtures/open-meteo ] && extra=(../shared/fixtures/open-meteo)
    [ "$target" = icalendar ] && [ -d ../shared/fixtures/ics ] && extra=(../shared/fixtures/ics)
    log=.build-fuzz/$target.log
    # Swift's own crash reporter would catch the trap before libFuzzer saves the input that caused it.
    SWIFT_BACKTRACE=enable=no WIDGETTY_FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" -max_len=65536 -timeout=10 -print_final_stats=1 \
        -artifact_prefix=".build-fuzz/artifacts/$target-" "$corpus" "$seeds" "${extra[@]}" >"$log" 2>&1
    result=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    features=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    echo "fuzz $target: ${runs:-0} runs in ${seconds} s, coverage ${coverage:-?} edges, ${features:-?} features, corpus $(ls "$corpus" | wc -l) inputs"
    if [ $result -ne 0 ]; then
        echo "fuzz $target: CRASHED (exit $result); input in .build-fuzz/artifacts/, log in $log:"
        grep -E 'ERROR|Fatal error|Test unit written|SUMMARY' "$log" | head -20
        status=1
    fi
done
exit $status
