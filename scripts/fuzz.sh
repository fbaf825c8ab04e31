#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (libFuzzer, built by `make fuzz`), FUZZ_JOBS at a time (default: one per
# processor), and reports them in order.
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
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
mkdir -p .build-fuzz/artifacts

# One target for SECONDS; its summary goes to .build-fuzz/TARGET.summary, its exit status is the fuzzer's.
fuzz_one() {
    local target=$1 corpus=.build-fuzz/corpus/$1 seeds=Tests/WidgettyFuzzingTests/Corpus/$1 log=.build-fuzz/$1.log
    mkdir -p "$corpus"
    local extra=()
    [ "$target" = open-meteo ] && [ -d ../shared/fixtures/open-meteo ] && extra=(../shared/fixtures/open-meteo)
    [ "$target" = icalendar ] && [ -d ../shared/fixtures/ics ] && extra=(../shared/fixtures/ics)
    # Swift's own crash reporter would catch the trap before libFuzzer saves the input that caused it.
    SWIFT_BACKTRACE=enable=no WIDGETTY_FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" -max_len=65536 -timeout=10 -print_final_stats=1 \
        -artifact_prefix=".build-fuzz/artifacts/$target-" "$corpus" "$seeds" "${extra[@]}" >"$log" 2>&1
    local result=$?
    local runs coverage features
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    features=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    {
        echo "fuzz $target: ${runs:-0} runs in ${seconds} s, coverage ${coverage:-?} edges, ${features:-?} features, corpus $(ls "$corpus" | wc -l) inputs"
        if [ $result -ne 0 ]; then
            echo "fuzz $target: CRASHED (exit $result); input in .build-fuzz/artifacts/, log in $log:"
            grep -E 'ERROR|Fatal error|Test unit written|SUMMARY' "$log" | head -20
        fi
    } >".build-fuzz/$target.summary"
    return $result
}

pids=()
for target in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
    fuzz_one "$target" &
    pids+=($!)
done
status=0
for i in "${!targets[@]}"; do
    wait "${pids[$i]}" || status=1
    cat ".build-fuzz/${targets[$i]}.summary"
done
exit $status
