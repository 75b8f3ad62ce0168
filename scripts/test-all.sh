#!/usr/bin/env bash
# Every check and test, in the order that fails fastest: static checks, unit and API tests on
# SQLite and PostgreSQL, the Ladle build, the web build, the reliability and cluster tests, then the
# browser tests in Chromium.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Each step's time is printed at the end, pass or fail, so the next engineer sees where the suite's
# minutes go (its total swings 15–42 min with the machine it lands on, README.md).
timings=()
current=''
since=$SECONDS
finish() {
  if [ -n "$current" ]; then timings+=("$(printf '%6d s  %s' $((SECONDS - since)) "$current")"); fi
  current=''
}
summary() {
  finish
  printf '\n==> time per step\n'
  printf '%s\n' "${timings[@]}"
}
trap summary EXIT
step() {
  finish
  current="$*"
  since=$SECONDS
  printf '\n==> %s\n' "$*"
}

step "codegen (Panda styled-system)"
pnpm --filter @rihla/styled-system run codegen

step "format check"
pnpm run format

step "typecheck"
pnpm run typecheck

step "lint"
pnpm run lint

step "unit, component, machine and API tests (vitest: SQLite and PostgreSQL)"
pnpm exec vitest run

step "component stories (ladle build)"
pnpm --filter @rihla/ui run build

step "web build"
pnpm --filter @rihla/web run build

step "reliability, short versions (load, concurrency, SIGKILL, hostile input)"
pnpm --filter @rihla/tests run reliability --short

step "cluster: three API servers behind nginx on PostgreSQL and Redis (tests/cluster)"
pnpm --filter @rihla/tests run cluster

step "browser tests (Playwright in Debian's Chromium)"
(cd tests && pnpm exec playwright test "$@")
