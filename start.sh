#!/usr/bin/env bash
# Installs and starts the portal on its embedded defaults (PGlite, Auth emulator, demo data).
set -euo pipefail
cd "$(dirname "$0")"
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@10.33.0
pnpm install --frozen-lockfile
exec pnpm start
