"""Command line: `python -m relief <command>`.

serve     migrate, load reference (and demo) data, and serve on HOST:PORT
migrate   migrate the database and load reference (and demo) data
openapi   write the OpenAPI document to the given file
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import sys
from pathlib import Path

from pydantic import ValidationError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="relief")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("serve", help="migrate and serve the platform")
    commands.add_parser("migrate", help="migrate and load reference data")
    worker = commands.add_parser("worker", help="run a worker: due tasks and outgoing mail")
    worker.add_argument("--parent", type=int, default=None, help=argparse.SUPPRESS)
    mailsink = commands.add_parser("mailsink", help="a local SMTP server keeping mail as files")
    mailsink.add_argument("--port", type=int, default=1025)
    mailsink.add_argument("--dir", type=Path, required=True)
    openapi = commands.add_parser("openapi", help="write the OpenAPI document")
    openapi.add_argument("path", type=Path)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)

    from relief.config import get_settings

    try:
        settings = get_settings()
    except ValidationError as error:
        for problem in error.errors():
            print(f"relief: refusing to start: {problem['msg']}", file=sys.stderr)
        return 2

    if args.command == "mailsink":
        from relief.worker.mailsink import serve_forever

        serve_forever(args.port, args.dir)
        return 0

    if args.command == "openapi":
        from relief.main import create_app

        args.path.parent.mkdir(parents=True, exist_ok=True)
        document = create_app(settings).state.api.openapi()
        args.path.write_text(json.dumps(document, indent=2) + "\n")
        return 0

    from relief.db import get_engine, get_sessionmaker

    if args.command == "worker":
        from relief.worker import handlers  # noqa: F401  (registers the task handlers)
        from relief.worker.runner import loop

        with contextlib.suppress(KeyboardInterrupt):
            loop(get_sessionmaker(), settings, parent_pid=args.parent)
        return 0

    from relief.setup import prepare_database

    prepare_database(get_engine(), settings)
    if args.command == "migrate":
        return 0

    import subprocess

    import uvicorn

    from relief.main import create_app

    # The worker runs beside the API in its own process; more can be started
    # with `python -m relief worker`.
    worker_process = subprocess.Popen(  # noqa: S603 (our own interpreter and module)
        [sys.executable, "-m", "relief", "worker", "--parent", str(os.getpid())]
    )
    try:
        uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="info")
    finally:
        worker_process.terminate()
        worker_process.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
