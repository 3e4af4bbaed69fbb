#!/usr/bin/env bash
# run.sh - run one libFuzzer target of a fuzz build for a fixed time.
#
#   tests/fuzz/run.sh BUILD_DIR TARGET SECONDS [libFuzzer options...]
#   tests/fuzz/run.sh build-fuzz fuzz_pp 60
#
# The corpus lives in BUILD_DIR/fuzz/corpus-TARGET and grows from run to
# run; the seeds are every .cl and .h file under tests/ and examples/ plus
# the saved regressions (tests/fuzz/regressions/), read but never written.
# A finding (crash, sanitizer report, leak, timeout, out of memory) is
# saved under BUILD_DIR/fuzz/artifacts-TARGET/ and makes the exit status
# non-zero: libFuzzer stops at the first one.  The last lines are
# libFuzzer's final statistics (executions, exec/s, coverage).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ $# -lt 3 ]; then
  echo "usage: $0 BUILD_DIR TARGET SECONDS [libFuzzer options...]" >&2
  exit 2
fi
build=$(cd "$1" && pwd) target=$2 seconds=$3
shift 3
bin=$build/tests/fuzz/$target
[ -x "$bin" ] || { echo "$0: $bin is not built (cmake --preset fuzz && ninja -C build-fuzz $target)" >&2; exit 2; }

corpus=$build/fuzz/corpus-$target
seeds=$build/fuzz/seeds
artifacts=$build/fuzz/artifacts-$target
mkdir -p "$corpus" "$seeds" "$artifacts"
# Seeds: one file per distinct content (named by its hash), so that
# re-seeding is idempotent.
find "$root/tests" "$root/examples" \( -name '*.cl' -o -name '*.h' \) -type f -size -64k -print0 |
  while IFS= read -r -d '' f; do
    h=$(sha1sum "$f" | cut -c1-40)
    [ -e "$seeds/$h" ] || cp "$f" "$seeds/$h"
  done

# The pipeline compiles each input with LLVM: smaller inputs, more of them.
case $target in
  fuzz_pipeline) max_len=4096 ;;
  *) max_len=16384 ;;
esac
echo "fuzz: $target for ${seconds}s (corpus $corpus, $(ls "$seeds" | wc -l) seeds)"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
exec "$bin" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -max_len="$max_len" \
  -dict="$build/tests/fuzz/oclc.dict" -print_final_stats=1 -artifact_prefix="$artifacts/" \
  "$@" "$corpus" "$seeds" "$root/tests/fuzz/regressions"
