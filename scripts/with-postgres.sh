#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh <command> [args...]
# initdb's a cluster in a temp dir (as the `postgres` system user when run as root, since initdb
# refuses root), starts it on a free port on 127.0.0.1, creates a database, exports DATABASE_URL,
# runs the command, and always stops the server and removes the cluster.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)"
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 1
fi
if [ "$#" -eq 0 ]; then
  echo "usage: with-postgres.sh <command> [args...]" >&2
  exit 2
fi

WORK="$(mktemp -d /tmp/with-postgres.XXXXXX)"
DATA="$WORK/data"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
DB_NAME="organizator"

# As root the server runs as the postgres system user; otherwise as whoever we are.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$WORK"
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

cleanup() {
  status=$?
  as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$WORK/initdb.log" 2>&1 \
  || as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; exit 1; }

# Throwaway cluster: durability off for speed; enough connections for parallel test workers and
# the benchmark's API instances.
as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 30 start -o \
  "-h 127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }

"$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB_NAME"

export DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/$DB_NAME"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on $DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
