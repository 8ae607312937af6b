"""Find every message the API can answer with, in the source itself.

A message is the first argument of an `AppError` subclass call (a text or an
f-string, whose fields become `{}`), an `AppError` subclass's `message`, or a
text returned by a rule that answers "the problem, or None" (`-> str | None`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from relief import errors

PACKAGE = Path(__file__).resolve().parents[1]
ERROR_NAMES = {
    name
    for name, value in vars(errors).items()
    if isinstance(value, type) and issubclass(value, errors.AppError)
}


def template(node: ast.expr) -> str | None:
    """The message of a text or f-string node, fields as `{}`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                parts.append(value.value.replace("{", "{{").replace("}", "}}"))
            else:
                parts.append("{}")
        return "".join(parts)
    return None


def _called_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def _answers_a_problem(node: ast.FunctionDef) -> bool:
    returns = ast.unparse(node.returns) if node.returns else ""
    return returns.replace(" ", "") in ("str|None", "None|str", "Optional[str]")


def _returned_texts(function: ast.FunctionDef) -> Iterator[str]:
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None:
            found = template(node.value)
            if found and _is_sentence(found):
                yield found


def _is_sentence(text: str) -> bool:
    """A problem worded for people (not a code such as `too_far`)."""
    return " " in text and text.rstrip().endswith((".", "!", "?"))


def messages_in(source: str) -> Iterator[str]:
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and _answers_a_problem(node):
            yield from _returned_texts(node)
        elif isinstance(node, ast.Call) and _called_name(node) in ERROR_NAMES and node.args:
            found = template(node.args[0])
            if found:
                yield found
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if (
                    isinstance(item, ast.Assign)
                    and len(item.targets) == 1
                    and isinstance(item.targets[0], ast.Name)
                    and item.targets[0].id == "message"
                ):
                    found = template(item.value)
                    if found:
                        yield found


def all_messages() -> set[str]:
    found: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        found.update(messages_in(path.read_text(encoding="utf-8")))
    return found
