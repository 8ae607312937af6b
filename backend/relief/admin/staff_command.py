"""`python -m relief staff create --email ... --name ... [--role ...]`: a staff
account from the command line, the way to make the first one in production
(a super administrator unless `--role` names another role).

The password is read from the terminal without echo (asked twice), or, when
standard input is not a terminal, as its first line (for scripts and secret
stores: `printf '%s\\n' "$PASSWORD" | python -m relief staff create ...`).
It never appears in the command line, the shell history or the process list.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from typing import Any, TextIO

from sqlalchemy import Engine, inspect
from sqlalchemy.orm import Session

from relief.authority.catalogue import SUPER_ADMINISTRATOR


class PasswordUnreadable(Exception):
    """The password could not be read, or its two entries differ."""


def add_parser(commands: Any) -> None:
    """The `staff` command and its `create` action, on the main parser's subcommands."""
    parser = commands.add_parser("staff", help="platform staff accounts")
    actions = parser.add_subparsers(dest="staff_action", required=True)
    create = actions.add_parser(
        "create",
        help="create a staff account; the password is read without echo, or from standard input",
    )
    create.add_argument("--email", required=True, help="the address the person signs in with")
    create.add_argument("--name", required=True, help="the person's name")
    create.add_argument(
        "--role",
        default=SUPER_ADMINISTRATOR,
        help=f"the role they hold, by name (default: {SUPER_ADMINISTRATOR})",
    )


def read_password(stdin: TextIO) -> str:
    if stdin.isatty():
        first = getpass.getpass("Password: ")
        if getpass.getpass("Repeat the password: ") != first:
            raise PasswordUnreadable("the two passwords differ")
        return first
    line = stdin.readline()
    if not line:
        raise PasswordUnreadable("no password on standard input")
    return line.rstrip("\r\n")


def run(args: argparse.Namespace, engine: Engine, stdin: TextIO = sys.stdin) -> int:
    """Carry out `staff create`; 0 when the account was made, 1 when refused."""
    from relief.admin import staff
    from relief.authority import service as authority
    from relief.errors import AppError

    if not inspect(engine).has_table("users"):
        print(
            "relief: the database has no tables yet; run `python -m relief migrate` first",
            file=sys.stderr,
        )
        return 1
    try:
        password = read_password(stdin)
    except PasswordUnreadable as problem:
        print(f"relief: no account created: {problem}", file=sys.stderr)
        return 1
    try:
        with Session(engine) as db, db.begin():
            authority.install(db)
            user = staff.create(db, args.email, args.name, password)
            authority.grant_named(db, user.id, args.role)
            created = (user.id, user.email)
    except AppError as refusal:
        print(f"relief: no account created: {refusal.msg}", file=sys.stderr)
        return 1
    print(f"relief: staff account {created[1]} created (id {created[0]})")
    return 0
