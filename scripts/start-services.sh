#!/usr/bin/env bash
# Starts the local PostgreSQL (127.0.0.1:5432) and the shared Redis (127.0.0.1:6379) when they do not
# answer; used by the test set-up (prepare-test-machine.sh) and `./rihla cluster`.
set -euo pipefail

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
if ! pg_up; then
  if command -v pg_ctlcluster >/dev/null 2>&1 && ls /etc/postgresql >/dev/null 2>&1; then
    echo "rihla: starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
    for _ in $(seq 1 30); do pg_up && break; sleep 1; done
  fi
fi
if ! pg_up; then
  echo "rihla: PostgreSQL is not answering on 127.0.0.1:5432 (apt-get install postgresql)" >&2
  exit 1
fi

redis_up() { [[ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" == PONG ]]; }
if ! redis_up && command -v redis-server >/dev/null 2>&1; then
  echo "rihla: starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir "$( [[ -w /var/lib/redis ]] && echo /var/lib/redis || echo /tmp)" \
    --logfile "$( [[ -w /var/log/redis ]] && echo /var/log/redis/ci.log || echo /tmp/rihla-redis.log)" || true
  for _ in $(seq 1 30); do redis_up && break; sleep 0.2; done
fi
if ! redis_up; then
  echo "rihla: Redis is not answering on 127.0.0.1:6379 (apt-get install redis-server)" >&2
  exit 1
fi
