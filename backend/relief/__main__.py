"""Command line: `python -m relief <command>`.

serve     migrate, load reference (and demo) data, and serve on HOST:PORT with
          one worker beside the API, restarted whenever it exits
migrate   migrate the database and load reference (and demo) data
worker    run a worker: due tasks and outgoing mail, until SIGTERM
mailsink  a local SMTP server keeping mail as files
openapi   write the OpenAPI document to the given file
refusals  write every refusal's code, English, field and values to the given file
vapid     print a new VAPID key pair for Web Push (VAPID_PRIVATE_KEY)
staff     staff accounts: `staff create --email ... --name ...` (relief.admin.staff_command)
settings  run-time settings: `settings set KEY VALUE` (relief.settings.command)
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from pydantic import ValidationError

from relief.admin import staff_command
from relief.settings import command as settings_command

if TYPE_CHECKING:
    from relief.config import Settings


def _exit_quietly(_signum: int, _frame: FrameType | None) -> None:
    raise SystemExit(0)


def run_worker(settings: Settings, parent_pid: int | None) -> int:
    """A worker process until SIGTERM or SIGINT (it finishes the item in hand)."""
    import threading

    from sqlalchemy.orm import sessionmaker

    from relief.db import make_engine
    from relief.worker import handlers  # noqa: F401  (registers the task handlers)
    from relief.worker.loop import loop

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    # Started by `serve`, the worker leaves Ctrl-C to its parent, which stops it.
    signal.signal(signal.SIGINT, signal.SIG_IGN if parent_pid else lambda *_: stop.set())
    # A few connections, each checked before use: one that died with the
    # database (a restart, a failover) is replaced, never reused.
    engine = make_engine(settings.database_url, pool_size=2, max_overflow=2, pool_pre_ping=True)
    try:
        loop(
            sessionmaker(bind=engine, expire_on_commit=False),
            settings,
            stop=stop,
            parent_pid=parent_pid,
        )
    finally:
        engine.dispose()
    return 0


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
    refusals = commands.add_parser("refusals", help="write the refusals' codes for the web apps")
    refusals.add_argument("path", type=Path)
    commands.add_parser("vapid", help="print a new VAPID key pair for Web Push")
    staff_command.add_parser(commands)
    settings_command.add_parser(commands)
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

    if args.command == "vapid":
        from relief.kit import vapid

        private_key = vapid.new_private_key()
        print(f"VAPID_PRIVATE_KEY={private_key}")
        print(f"# public key (served to the teacher app): {vapid.public_key(private_key)}")
        return 0

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

    if args.command == "refusals":
        from relief import messages

        args.path.parent.mkdir(parents=True, exist_ok=True)
        args.path.write_text(json.dumps(messages.export(), indent=2, ensure_ascii=False) + "\n")
        return 0

    if args.command == "worker":
        return run_worker(settings, args.parent)

    from relief.db import get_engine

    if args.command == "staff":
        return staff_command.run(args, get_engine())

    if args.command == "settings":
        return settings_command.run(args, get_engine())

    from relief.setup import StartRefused, prepare_database, refuse_unsafe_start

    prepare_database(get_engine(), settings)
    if args.command == "migrate":
        return 0
    try:
        refuse_unsafe_start(settings)
    except StartRefused as refused:
        print(f"relief: refusing to start: {refused}", file=sys.stderr)
        return 2

    import uvicorn

    from relief.main import create_app
    from relief.worker.supervisor import Supervisor

    # The worker runs beside the API in its own process, restarted whenever it
    # exits; more can be started with `python -m relief worker`.
    supervisor = Supervisor.for_parent(os.getpid())
    # uvicorn shuts down gracefully on SIGTERM or Ctrl-C, then raises the
    # signal again: end the process by an exit, so the worker is stopped first.
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, _exit_quietly)
    supervisor.start()
    try:
        uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="info")
    finally:
        supervisor.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
