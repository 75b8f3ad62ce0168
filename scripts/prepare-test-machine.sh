#!/usr/bin/env bash
# What the browser, database and cluster tests need from the machine: Debian's Chromium (never a
# browser download) and nginx, the local PostgreSQL server and the shared Redis, each started if it
# is not answering.
set -euo pipefail

if [[ ! -x /usr/bin/chromium ]]; then
  if [[ $(id -u) -eq 0 ]]; then
    echo "rihla: installing Debian's chromium"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "rihla: /usr/bin/chromium is missing; install it with: sudo apt-get install chromium" >&2
    exit 1
  fi
fi

# nginx balances the cluster test's API servers (tests/cluster), as in production (deploy/nginx).
if [[ ! -x /usr/sbin/nginx ]]; then
  if [[ $(id -u) -eq 0 ]]; then
    echo "rihla: installing Debian's nginx"
    apt-get update -qq
    # Installed for its binary only: the tests run a private nginx, so the package's own service must
    # not start (it would take port 80). Debian's way to say so is a policy-rc.d answering 101.
    policy=/usr/sbin/policy-rc.d
    own_policy=false
    if [[ ! -e $policy ]]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && own_policy=true; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null || { $own_policy && rm -f "$policy"; exit 1; }
    $own_policy && rm -f "$policy"
  else
    echo "rihla: /usr/sbin/nginx is missing; install it with: sudo apt-get install nginx" >&2
    exit 1
  fi
fi

# The api-pg pass needs PostgreSQL; the rate-limit tests also run against Redis (apps/api/test/helper.ts,
# TEST_REDIS_URL).
bash "$(dirname "${BASH_SOURCE[0]}")/start-services.sh"
