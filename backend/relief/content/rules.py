"""Pure rules of the FAQ and content: who reads an item, what a rich-text
body keeps, and the words a search looks in."""

from __future__ import annotations

import html
import re

from relief.models import AccountKind, HelpAudience
from relief.settings.catalogue import sanitised

# The audiences whose items a reader of each kind sees.
READERS: dict[AccountKind, tuple[HelpAudience, ...]] = {
    AccountKind.centre: (HelpAudience.centres, HelpAudience.both),
    AccountKind.teacher: (HelpAudience.teachers, HelpAudience.both),
}

_TAG = re.compile(r"<[^>]*>")


def audiences_of(reader: AccountKind) -> tuple[HelpAudience, ...]:
    """The audiences whose FAQ entries and categories a centre or a teacher reads."""
    return READERS[reader]


def body(text: str) -> str:
    """A rich-text body as it is kept: sanitised HTML (the Terms' sanitiser),
    and empty when nothing readable is left (`<p></p>`, only a script)."""
    clean = sanitised(text).strip()
    return clean if has_words(clean) else ""


def has_words(markup: str) -> bool:
    """Whether HTML holds any text a reader sees (entities count, spaces do not)."""
    return bool(html.unescape(_TAG.sub("", markup)).strip())


def words(*markups: str) -> str:
    """The text readers see in these bodies, tags taken out, for the search box."""
    return "\n".join(html.unescape(_TAG.sub(" ", markup)).strip() for markup in markups)
