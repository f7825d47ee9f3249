#!/usr/bin/env bash
# Makes sure PostgreSQL answers on 127.0.0.1:5432 with a role and database for the tests,
# then prints the TEST_DATABASE_URL to use. Sourced by .ci/run.
set -euo pipefail

if ! command -v pg_isready >/dev/null 2>&1; then
  echo "PostgreSQL is not installed; installing it from Debian's packages" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  echo "PostgreSQL is down; starting it" >&2
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2
fi
for _ in $(seq 1 60); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 0.5; done
pg_isready -h 127.0.0.1 -p 5432 -q || { echo "PostgreSQL did not start" >&2; exit 1; }

# As the superuser: over TCP where trust is set up, else through the local socket as postgres.
as_superuser() {
  psql -h 127.0.0.1 -U postgres -d postgres -v ON_ERROR_STOP=1 -qAtc "$1" 2>/dev/null ||
    su postgres -c "psql -d postgres -v ON_ERROR_STOP=1 -qAtc \"$1\""
}

as_superuser "do \$\$ begin
  if not exists (select from pg_roles where rolname = 'portal') then
    create role portal login createdb password 'portal';
  end if;
end \$\$;" >&2
if [ "$(as_superuser "select 1 from pg_database where datname = 'portal_test'")" != "1" ]; then
  as_superuser "create database portal_test owner portal" >&2
fi
echo "postgres://portal:portal@127.0.0.1:5432/portal_test"
