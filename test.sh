#!/usr/bin/env bash
# Installs everything and runs every test: typecheck, lint, unit, api, e2e in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")"
. scripts/use-pnpm.sh
# Debian's Chromium (Lighthouse) and its headless shell (e2e), HAProxy and Redis (the api's replica and
# throttle tests) when missing.
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
[ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
[ -x /usr/sbin/haproxy ] || missing="$missing haproxy"
command -v redis-server >/dev/null 2>&1 || missing="$missing redis-server"
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq $missing >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq $missing >/dev/null; fi
fi
started=$SECONDS
# The Auth emulator's own install (npm, tools/auth-emulator) beside the workspace's: both mostly wait
# on the registry and the disk.
(cd tools/auth-emulator && { [ -x node_modules/.bin/firebase ] || npm ci --no-audit --no-fund --loglevel=error; }) &
emulator_install=$!
pnpm install --frozen-lockfile
wait "$emulator_install"
echo "── install: $((SECONDS - started)) s (load $(cut -d' ' -f1-3 /proc/loadavg))"
# Every phase with its time: scripts/test.mjs.
exec pnpm test
