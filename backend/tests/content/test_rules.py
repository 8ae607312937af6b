"""The content rules on their edges: who reads what, and what a rich-text
body keeps."""

from __future__ import annotations

import pytest

from relief.content import rules
from relief.models import AccountKind, HelpAudience


def test_each_reader_sees_their_own_audience_and_both() -> None:
    assert set(rules.audiences_of(AccountKind.centre)) == {HelpAudience.centres, HelpAudience.both}
    assert set(rules.audiences_of(AccountKind.teacher)) == {
        HelpAudience.teachers,
        HelpAudience.both,
    }
    with pytest.raises(KeyError):
        rules.audiences_of(AccountKind.staff)


def test_a_body_keeps_its_formatting_and_loses_what_could_run() -> None:
    kept = rules.body(
        '<h2>Pay</h2><p onclick="steal()">Paid <strong>weekly</strong>, see '
        '<a href="javascript:alert(1)">this</a> and <a href="https://relief.example">that</a>'
        "</p><script>alert(1)</script><style>p{}</style>"
    )
    assert "<h2>Pay</h2>" in kept
    assert "<strong>weekly</strong>" in kept
    assert 'href="https://relief.example"' in kept
    for gone in ("onclick", "javascript:", "<script", "alert(1)", "<style"):
        assert gone not in kept


@pytest.mark.parametrize(
    "markup",
    ["", "   ", "<p></p>", "<p> </p><p><br></p>", "<script>alert(1)</script>", "<p>&nbsp;</p>"],
)
def test_a_body_with_no_words_is_empty(markup: str) -> None:
    assert rules.body(markup) == ""


def test_a_body_with_words_is_kept() -> None:
    assert rules.body("<p>&lt;3</p>") == "<p>&lt;3</p>"
    assert rules.has_words("<p>工资</p>")


def test_the_words_of_bodies_leave_the_markup_out() -> None:
    assert rules.words("<p>Paid <strong>weekly</strong> &amp; on time</p>", "<p>每周</p>") == (
        "Paid  weekly  & on time\n每周"
    )
    assert "strong" not in rules.words("<strong>x</strong>")
