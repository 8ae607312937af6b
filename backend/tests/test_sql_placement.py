"""SQL only in repositories: outside a feature's repository modules no code
builds a statement or runs one. Services change loaded objects and call their
repository; the repository is the one place a reader looks for a query and
for the tenancy condition it carries."""

from __future__ import annotations

import ast
from pathlib import Path

RELIEF = Path(__file__).resolve().parents[1] / "relief"

# What builds a statement.
STATEMENT_NAMES = frozenset(
    {
        "and_",
        "bindparam",
        "case",
        "cast",
        "delete",
        "distinct",
        "exists",
        "func",
        "insert",
        "literal",
        "not_",
        "or_",
        "select",
        "text",
        "tuple_",
        "union",
        "union_all",
        "update",
    }
)
# What runs one, called on a session or a connection.
RUNNING_METHODS = frozenset({"execute", "get", "query", "scalar", "scalars"})
SESSION_NAMES = frozenset({"db", "session", "connection", "conn"})

# Where SQL belongs: the repositories, the models, and the infrastructure
# below every feature (the engine and sessions, row locks, migrations).
INFRASTRUCTURE = frozenset({"db.py", "locks.py", "migrate.py"})


def belongs(path: Path) -> bool:
    relative = path.relative_to(RELIEF)
    return (
        path.name.endswith("repository.py")
        or relative.parts[0] == "models"
        or str(relative) in INFRASTRUCTURE
    )


def sql_in(source: str) -> list[str]:
    """Each statement built or run in a module's source, as 'line: what'."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("sqlalchemy"):
            for alias in node.names:
                if alias.name in STATEMENT_NAMES:
                    found.append(f"{node.lineno}: imports {alias.name}")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in RUNNING_METHODS
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in SESSION_NAMES
        ):
            found.append(f"{node.lineno}: {node.func.value.id}.{node.func.attr}()")
    return found


def misplaced() -> dict[str, list[str]]:
    return {
        str(path.relative_to(RELIEF)): found
        for path in sorted(RELIEF.rglob("*.py"))
        if not belongs(path) and (found := sql_in(path.read_text()))
    }


def test_sql_is_only_in_repositories() -> None:
    assert misplaced() == {}


def test_a_query_outside_a_repository_is_caught() -> None:
    source = (
        "from sqlalchemy import select\n"
        "def find(db, id):\n"
        "    return db.scalar(select(Thing).where(Thing.id == id))\n"
    )
    assert sql_in(source) == ["1: imports select", "3: db.scalar()"]
    assert sql_in("def read(cache):\n    return cache.get('x')\n") == []
