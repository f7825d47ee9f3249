#!/usr/bin/env bash
# Runs the unit and integration suite (vitest, embedded PGlite) with the machine's clock moved to the
# days that catch a test reading today: the 1st of a month, Feb 28 and 29, Dec 31 and a day under 10,
# each at an hour where UTC and the provider's zone (New York) name different days.
# Needs libfaketime (Debian's `faketime`); the monotonic clock is left alone so timers still run.
# Usage: bash tools/test-on-hard-days.sh [vitest args…]   Exits non-zero when any day fails.
set -uo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install faketime" >&2; exit 2; }

days=(
  '2027-03-01 03:30:00' # the 1st in UTC, still Feb 28 in New York
  '2028-02-28 23:30:00' # Feb 28 in New York, Feb 29 in UTC, a leap year
  '2028-02-29 12:00:00' # the leap day itself
  '2026-12-31 23:30:00' # the year's last day in New York, Jan 1 in UTC
  '2027-01-07 04:30:00' # a day under 10 (Jan 6 in New York)
)
failed=()
for day in "${days[@]}"; do
  echo "== vitest with the clock at $day UTC"
  # No TEST_DATABASE_URL and no fault drills: a PostgreSQL server does not keep the moved clock (its
  # forked backends read the real one), so now() there would disagree with the app's clock.
  if ! env -u TEST_DATABASE_URL TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$day" \
    npx vitest run --exclude 'drills/**' --exclude '**/node_modules/**' --exclude '**/dist/**' "$@"; then
    failed+=("$day")
  fi
done
if ((${#failed[@]})); then
  echo "failed on: ${failed[*]}"
  exit 1
fi
echo "every hard day passed"
