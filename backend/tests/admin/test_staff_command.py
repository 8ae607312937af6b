"""`python -m relief staff create`: the first staff account of an
installation, with the password read without echo from the terminal or from
standard input; a duplicate e-mail or a weak password is refused clearly."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlalchemy import select as query
from sqlalchemy.orm import Session

from relief.admin import staff
from relief.auth import passwords
from relief.auth.security import verify_password
from relief.authority import service as authority
from relief.db import make_engine
from relief.errors import Conflict, ParameterError
from relief.migrate import upgrade
from relief.models import AccountKind, User
from tests.factories import call, make_centre

BACKEND = Path(__file__).resolve().parents[2]


def test_a_staff_account_is_made_and_signs_in(client: TestClient, db: Session) -> None:
    user = staff.create(db, " Ops@Relief.Example ", "  Mere   Tane ", "Staff-Pass-2026")
    assert (user.kind, user.email, user.name) == (
        AccountKind.staff,
        "ops@relief.example",
        "Mere Tane",
    )
    answer = call(
        client, "/admin/login", {"userName": "ops@relief.example", "password": "Staff-Pass-2026"}
    )
    assert answer["rtn_code"] == 0, answer
    assert answer["rtn_data"]["name"] == "Mere Tane"


def test_refusals_say_what_is_wrong(db: Session) -> None:
    make_centre(db, email="taken@centre.test")
    with pytest.raises(Conflict) as taken:
        staff.create(db, "TAKEN@centre.test", "Someone", "Staff-Pass-2026")
    assert taken.value.msg == "This e-mail address is already registered."
    with pytest.raises(ParameterError) as weak:
        staff.create(db, "new@relief.example", "Someone", "password")
    assert weak.value.msg == passwords.RULE
    with pytest.raises(ParameterError, match="valid e-mail address"):
        staff.create(db, "not an address", "Someone", "Staff-Pass-2026")
    with pytest.raises(ParameterError) as nameless:
        staff.create(db, "new@relief.example", "   ", "Staff-Pass-2026")
    assert nameless.value.msg == "The name must be 1 to 100 characters."
    assert db.scalar(query(User).where(User.email == "new@relief.example")) is None


@pytest.fixture
def fresh_database(tmp_path: Path) -> Iterator[tuple[dict[str, str], Engine]]:
    """A migrated SQLite database of its own, and the environment naming it."""
    url = f"sqlite:///{tmp_path / 'staff.db'}"
    engine = make_engine(url)
    upgrade(engine)
    env = {
        **os.environ,
        "RELIEF_ENV": "test",
        "DATABASE_URL": url,
        "DEMO_DATA": "false",
        "FILES_DIR": str(tmp_path / "files"),
    }
    yield env, engine
    engine.dispose()


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "relief", "staff", "create", *args]


def read_until(fd: int, wanted: bytes, seen: bytearray, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while wanted not in seen:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"waited for {wanted!r}, saw {bytes(seen)!r}"
        ready, _, _ = select.select([fd], [], [], remaining)
        if ready:
            try:
                chunk = os.read(fd, 1024)
            except OSError:
                chunk = b""
            if not chunk:
                break
            seen.extend(chunk)
    assert wanted in seen, bytes(seen)


def test_the_command_asks_for_the_password_without_echo(
    fresh_database: tuple[dict[str, str], Engine],
) -> None:
    env, engine = fresh_database
    main, terminal = pty.openpty()
    process = subprocess.Popen(
        command("--email", "first@relief.example", "--name", "Aroha Ngata"),
        stdin=terminal,
        stdout=terminal,
        stderr=terminal,
        cwd=BACKEND,
        env=env,
        start_new_session=True,
    )
    os.close(terminal)
    seen = bytearray()
    try:
        read_until(main, b"Password: ", seen)
        os.write(main, b"Secret-Pass-2026\n")
        read_until(main, b"Repeat the password: ", seen)
        os.write(main, b"Secret-Pass-2026\n")
        assert process.wait(timeout=30) == 0
        read_until(main, b"created", seen)
    finally:
        if process.poll() is None:
            process.kill()
        os.close(main)
    assert b"Secret-Pass-2026" not in seen
    with Session(engine) as db:
        user = db.scalars(query(User).where(User.email == "first@relief.example")).one()
        assert (user.kind, user.name) == (AccountKind.staff, "Aroha Ngata")
        assert verify_password(user.password_hash, "Secret-Pass-2026")


def test_the_command_reads_standard_input_and_refuses_clearly(
    fresh_database: tuple[dict[str, str], Engine],
) -> None:
    env, engine = fresh_database

    def run(email: str, password: str, *role: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            command("--email", email, "--name", "Ops", *role),
            input=password + "\n",
            capture_output=True,
            text=True,
            cwd=BACKEND,
            env=env,
            timeout=60,
            check=False,
        )

    made = run("ops@relief.example", "From-Stdin-2026")
    assert made.returncode == 0, made.stderr
    assert "staff account ops@relief.example created" in made.stdout
    duplicate = run("OPS@relief.example", "Another-Pass-2026")
    assert duplicate.returncode == 1
    assert duplicate.stderr.strip() == (
        "relief: no account created: This e-mail address is already registered."
    )
    weak = run("two@relief.example", "weak")
    assert weak.returncode == 1
    assert weak.stderr.strip() == f"relief: no account created: {passwords.RULE}"
    unknown_role = run("three@relief.example", "From-Stdin-2026", "--role", "Janitor")
    assert unknown_role.returncode == 1
    assert unknown_role.stderr.strip() == "relief: no account created: The role does not exist."
    auditor = run("audit@relief.example", "From-Stdin-2026", "--role", "Auditor")
    assert auditor.returncode == 0, auditor.stderr
    with Session(engine) as db:
        assert db.scalars(
            query(User.email).where(User.kind == AccountKind.staff).order_by(User.id)
        ).all() == ["ops@relief.example", "audit@relief.example"]
        roles = {
            email: authority.held(db, user_id)
            for email, user_id in db.execute(query(User.email, User.id))
        }
        assert roles["ops@relief.example"].every_permission
        assert not roles["audit@relief.example"].every_permission
        assert roles["audit@relief.example"].level == 3
