#!/usr/bin/env bash
# What the journeys and the PostgreSQL suite need beyond Node: Debian's Chromium and PostgreSQL server
# binaries. Installs them with apt when missing (CI and dev machines here run as root).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -eq 0 ]; then
  echo "tools: chromium and PostgreSQL binaries present"
  exit 0
fi
echo "tools: installing ${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
