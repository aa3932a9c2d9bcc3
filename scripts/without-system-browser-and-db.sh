#!/bin/sh
# Runs "$@" as on a machine with Node alone: in a private mount namespace (run it under
# `unshare -m --propagation private`, as root) where /usr/lib/postgresql and /usr/lib/chromium
# are empty, /usr/bin/chromium is whited out of an overlay of /usr/bin, and /etc/passwd has no
# postgres user. The proof that npm install brings the browser and the database the tests use:
#   unshare -m --propagation private scripts/without-system-browser-and-db.sh npx vitest run --project api-pg tests/api/orders.test.ts
set -e
W=$(mktemp -d /tmp/hide-system.XXXX)
mkdir -p $W/upper $W/work
mknod $W/upper/chromium c 0 0
mount -t overlay overlay -o lowerdir=/usr/bin,upperdir=$W/upper,workdir=$W/work /usr/bin
[ -d /usr/lib/postgresql ] && mount -t tmpfs none /usr/lib/postgresql
[ -d /usr/lib/chromium ] && mount -t tmpfs none /usr/lib/chromium
grep -v '^postgres:' /etc/passwd > $W/passwd
mount --bind $W/passwd /etc/passwd
exec "$@"
