#!/usr/bin/env bash
# Installs and starts the portal on its embedded defaults (PGlite, Auth emulator, demo data).
set -euo pipefail
cd "$(dirname "$0")"
. scripts/use-pnpm.sh
pnpm install --frozen-lockfile
exec pnpm start
