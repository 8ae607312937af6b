#!/usr/bin/env bash
# Run the backend suite on PostgreSQL. Without a server this is a loud skip,
# except under CI, where it is a failure.
set -euo pipefail
url="$1"
cd "$(dirname "$0")/../backend"
if ! .venv/bin/python - "$url" <<'PY'
import sys
import psycopg
from sqlalchemy.engine import make_url
u = make_url(sys.argv[1])
try:
    psycopg.connect(host=u.host, port=u.port or 5432, user=u.username, password=u.password,
                    dbname="postgres", connect_timeout=3).close()
except Exception as error:  # noqa: BLE001
    print(error, file=sys.stderr)
    sys.exit(1)
PY
then
  if [ -n "${CI:-}" ]; then
    echo "FAIL: PostgreSQL is not reachable at $url and CI is set." >&2
    exit 1
  fi
  echo "##################################################################"
  echo "## SKIPPED: the backend suite on PostgreSQL ($url is unreachable)"
  echo "##################################################################"
  exit 0
fi
TEST_DATABASE_URL="$url" exec .venv/bin/pytest
