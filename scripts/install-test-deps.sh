#!/usr/bin/env bash
# Installs what the test suite needs beyond npm: Debian's Chromium (end-to-end tests) and
# PostgreSQL 15 (the real-database server tests) and Redis (the shared rate limits and the real-time bus with
# REDIS_URL, the crash leader failover over Redis).
# Does nothing when all are present.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/postgres ] && [ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
echo "Installing from Debian: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
