#!/usr/bin/env bash
# Fuzzes the front end (lexer, parser, sema, numeric clauses, printer round trip) with libFuzzer
# under ASan and UBSan for SECONDS (default 600); see tests/fuzz/parse_sema_fuzzer.cpp.
#
#   scripts/fuzz.sh [SECONDS]
#
# Builds build-libfuzzer with clang (CC=clang CXX=clang++ -DFUSEPROOF_LIBFUZZER=ON; needs
# Debian's clang and libclang-rt-14-dev, see scripts/setup.sh) and runs the fuzzer on a scratch
# copy of tests/fuzz/corpus, so the committed corpus only changes on request. Exits non-zero when
# libFuzzer reports a crash, sanitizer error, timeout (hang) or out-of-memory; the reproducer is
# left in build-libfuzzer/fuzz-artifacts/ and its path printed. Prints libFuzzer's final stats.
#
# Environment:
#   FUZZ_JOBS=N            build parallelism (default 1: the machine is shared)
#   FUZZ_KEEP_GOING=1      do not stop at the first finding (libFuzzer -fork=1 -ignore_crashes,
#                          -ignore_timeouts, -ignore_ooms): collects every distinct finding when a
#                          known one would otherwise end the campaign in seconds
#   FUZZ_UPDATE_CORPUS=1   afterwards, minimise the scratch corpus (-merge=1 into a fresh
#                          directory) and replace tests/fuzz/corpus with the result
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-600}"
build=build-libfuzzer
scratch="$build/fuzz-corpus"
artifacts="$build/fuzz-artifacts/"
log="$build/fuzz.log"
fuzzer="$build/tests/fuzz/fuseproof-parse-fuzz"

# The build is the slow, shared part: nice it, one job unless told otherwise.
CC=clang CXX=clang++ nice -n 10 cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DFUSEPROOF_LIBFUZZER=ON -DFUSEPROOF_BUILD_TESTS=OFF -DFUSEPROOF_BUILD_BENCHMARKS=OFF -DFUSEPROOF_WERROR=ON >/dev/null
nice -n 10 cmake --build "$build" --target fuseproof-parse-fuzz -j "${FUZZ_JOBS:-1}"

# Every rule file of the project (rules/, tests/) as a seed, named by its SHA-1 as libFuzzer names
# its inputs, so a seed already in the corpus is not duplicated. (find, not git ls-files, so that
# an exported tree without .git works too.)
copy_seed_rules() {
  find rules tests -name '*.rule' -type f -print0 | while IFS= read -r -d '' f; do
    cp "$f" "$1/$(sha1sum "$f" | cut -d' ' -f1)"
  done
}

# Reproducers of an earlier run would fail this one: start with none (copy any worth keeping to
# tests/fuzz/findings/ first).
rm -rf "$artifacts"
# The scratch corpus persists between runs here, so campaigns build on each other; it is topped up
# with the committed corpus and the current seed rules.
mkdir -p "$scratch" "$artifacts"
cp -n tests/fuzz/corpus/* "$scratch"/
copy_seed_rules "$scratch"

extra=()
if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then
  extra=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi

# -max_len: rules are a few hundred bytes to 2 KB; 4096 leaves room to grow without spending the
# campaign on megabyte inputs. -timeout: a rule that takes 10 s to parse and check is a hang.
# detect_leaks: a leak per input would exhaust the fuzzer, and leaks are bugs too.
status=0
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}" \
  nice -n 10 "$fuzzer" "$scratch" \
  -max_len=4096 -timeout=10 -rss_limit_mb=2048 -dict=tests/fuzz/rule.dict \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$artifacts" "${extra[@]}" \
  >"$log" 2>&1 || status=$?

echo "fuzz: log in $log"
# libFuzzer's last progress line (#runs cov ft corp exec/s rss) and its final statistics.
grep -E '^#[0-9]+' "$log" | tail -n 1 || true
grep -E '^(stat::|Done [0-9]+ runs)' "$log" || true
echo "fuzz: corpus $(find "$scratch" -type f | wc -l) files, $(du -sh "$scratch" | cut -f1)"

if [ "${FUZZ_UPDATE_CORPUS:-0}" = 1 ]; then
  # The fresh corpus starts with the seed rules (real rules, which the replay test should always
  # cover); -merge=1 then adds only scratch inputs that reach code they do not. -use_counters=0
  # merges on edges alone rather than edge hit-count buckets: about a third of the files for the
  # same edges, which keeps the committed corpus small.
  fresh="$build/fuzz-corpus-min"
  rm -rf "$fresh"
  mkdir -p "$fresh"
  copy_seed_rules "$fresh"
  nice -n 10 "$fuzzer" -merge=1 -use_counters=0 -max_len=4096 -timeout=10 \
    -rss_limit_mb=2048 "$fresh" "$scratch" >"$build/fuzz-merge.log" 2>&1
  rm -f tests/fuzz/corpus/*
  cp "$fresh"/* tests/fuzz/corpus/
  echo "fuzz: tests/fuzz/corpus now $(find tests/fuzz/corpus -type f | wc -l) files," \
       "$(du -sh tests/fuzz/corpus | cut -f1)"
fi

findings=$(find "$artifacts" -type f | sort)
if [ "$status" -ne 0 ] || [ -n "$findings" ]; then
  echo "fuzz: FAILED (libFuzzer exit status $status); reproducers:" >&2
  echo "${findings:-  (none saved)}" >&2
  grep -E 'ERROR: (AddressSanitizer|UndefinedBehaviorSanitizer|libFuzzer)|runtime error|FINDING' \
    "$log" | sort | uniq -c | head -n 20 >&2 || true
  exit 1
fi
echo "fuzz: no findings in ${seconds} s"
