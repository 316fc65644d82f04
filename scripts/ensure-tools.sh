#!/usr/bin/env bash
# What the journeys, the PostgreSQL suite and the scale-out test need beyond Node: Debian's Chromium,
# PostgreSQL server binaries and nginx (the load balancer in front of three API processes). Installs
# them with apt when missing (CI and dev machines here run as root).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -eq 0 ]; then
  echo "tools: chromium, PostgreSQL binaries and nginx present"
  exit 0
fi
echo "tools: installing ${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
