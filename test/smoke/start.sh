#!/usr/bin/env bash
# Smoke test of the one command: `npm start` on a fresh embedded Postgres builds, migrates,
# seeds, serves GraphQL and REST, stops on SIGTERM, and comes back after a `kill -9`.
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT="${SMOKE_PORT:-4321}"
DATA="$(mktemp -d /tmp/km-smoke-XXXXXX)"
chmod 755 "$DATA" # Postgres runs as the "postgres" user when we are root
LOG="$DATA/server.log"
export PORT DATA_DIR="$DATA" EMBEDDED_PG_PORT="${SMOKE_PG_PORT:-54331}" LOG_LEVEL=info
unset DATABASE_URL
PID=""

cleanup() {
  [ -n "$PID" ] && kill -9 "$PID" 2>/dev/null || true
  # a postmaster orphaned by the kill -9 step, if the last start failed
  if [ -f "$DATA/pg/postmaster.pid" ]; then kill -INT "$(head -1 "$DATA/pg/postmaster.pid")" 2>/dev/null || true; sleep 1; fi
  rm -rf "$DATA"
}
trap cleanup EXIT

start() {
  node dist/server/main.js >>"$LOG" 2>&1 &
  PID=$!
  for _ in $(seq 1 240); do
    if curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$PID" 2>/dev/null; then echo "server exited early:"; cat "$LOG"; return 1; fi
    sleep 0.5
  done
  echo "server did not become ready:"; cat "$LOG"; return 1
}

check() {
  local total
  total=$(curl -fsS "http://127.0.0.1:$PORT/graphql" -H 'content-type: application/json' \
    -d '{"query":"{ products(take: 1) { totalItems } }"}' | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data.products.totalItems))')
  [ "$total" -ge 500 ] || { echo "expected ≥ 500 products, got $total"; return 1; }
  curl -fsS "http://127.0.0.1:$PORT/readyz" | grep -q '"status":"ready"' || { echo "/readyz is not ready"; return 1; }
  curl -fsS "http://127.0.0.1:$PORT/api/currencies" -o "$DATA/currencies.json"
  grep -q '"eur"' "$DATA/currencies.json"
  curl -fsS "http://127.0.0.1:$PORT/" -o "$DATA/home.html"
  grep -q '<html lang="en"' "$DATA/home.html" || { echo "home page is not the storefront"; return 1; }
  curl -fsS "http://127.0.0.1:$PORT/it" -o "$DATA/home-it.html"
  grep -q '<html lang="it"' "$DATA/home-it.html" || { echo "Italian home page missing"; return 1; }
  echo "  serving $total products"
}

# 1. the README's command on a fresh data directory (builds if needed, seeds)
node scripts/ensure-build.mjs
T0=$(date +%s%N)
start
echo "  first start (migrate + seed) ready in $(( ($(date +%s%N) - T0) / 1000000 )) ms"
check

# 2. SIGTERM stops cleanly, with exit code 0
kill -TERM "$PID"
wait "$PID" && code=0 || code=$?
[ "$code" -eq 0 ] || { echo "SIGTERM exit code $code"; cat "$LOG"; exit 1; }
PID=""
echo "  SIGTERM: clean exit"

# 3. a second start is fast, and survives kill -9 (orphaned postmaster is stopped and replaced)
T0=$(date +%s%N)
start
echo "  second start ready in $(( ($(date +%s%N) - T0) / 1000000 )) ms"
kill -9 "$PID"; wait "$PID" 2>/dev/null || true; PID=""
start
check
echo "  restart after kill -9: ok"
kill -INT "$PID"; wait "$PID" || { echo "SIGINT exit failed"; exit 1; }
PID=""
echo "smoke test passed"
