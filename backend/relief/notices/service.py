"""In-app notices, and the e-mail each one sends through the outbox."""

from __future__ import annotations

import json
from collections.abc import Sequence

from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.kit.envelope import Page
from relief.kit.language import Language, language_of
from relief.live import publishing
from relief.live.rules import Kind, Publication
from relief.models import Notice, OutboxMessage, User
from relief.notices import repository
from relief.notices.errors import NoticeMissing
from relief.notices.kinds import PUSHED, Facts, NoticeFacts, parse, stored
from relief.notices.schemas import NoticeOut
from relief.notices.wording import Words, word
from relief.push import service as push


def notify(db: Session, user: User, facts: Facts, *, email: bool = True) -> Notice:
    """Tell a user about a change that concerns them: the notice keeps its kind
    and facts; its e-mail (unless `email` is off) is worded in the user's
    language.

    The notice and its e-mail are written in the caller's transaction, so a
    change and its notice are kept or lost together; the worker sends the
    e-mail at least once from the outbox. A kind that is pushed (`PUSHED`)
    also queues a push to each browser the user subscribed, in the same words.
    """
    notice = Notice(user_id=user.id, kind=facts.kind, data=json.dumps(stored(facts)))
    db.add(notice)
    db.flush()
    words = word(facts, language_of(user.language))
    if facts.kind in PUSHED:
        push.queue(db, [_push(notice.id, user, facts, words)], now())
    if email and user.email:
        db.add(
            OutboxMessage(
                notice_id=notice.id,
                channel="email",
                recipient=user.email,
                subject=words.title,
                body=words.body,
                next_attempt_at=now(),
            )
        )
        db.flush()
    return notice


def notify_many(db: Session, told: Sequence[tuple[User, Facts]], *, email: bool = True) -> None:
    """`notify` for many users at once (a stage's invites, a booking's withdrawn
    invites, a change made for many centres): the notices in one statement,
    then their e-mails in another, each worded in its recipient's language;
    kept or lost with the caller's transaction."""
    if not told:
        return
    at = now()
    data: dict[int, str] = {}
    rows = [
        {
            "user_id": user.id,
            "kind": facts.kind,
            "data": data.setdefault(id(facts), json.dumps(stored(facts))),
            "created_at": at,
        }
        for user, facts in told
    ]
    notice_ids = repository.add_notices(db, rows)
    publishing.publish(
        db,
        (
            Publication(Kind.notice, notice_id, user_id=user.id)
            for notice_id, (user, _) in zip(notice_ids, told, strict=True)
        ),
    )
    words: dict[tuple[int, Language], Words] = {}

    def worded_for_user(user: User, facts: Facts) -> Words:
        key = (id(facts), language_of(user.language))
        if key not in words:
            words[key] = word(facts, key[1])
        return words[key]

    push.queue(
        db,
        [
            _push(notice_id, user, facts, worded_for_user(user, facts))
            for notice_id, (user, facts) in zip(notice_ids, told, strict=True)
            if facts.kind in PUSHED
        ],
        at,
    )
    if not email:
        return
    mails = []
    for notice_id, (user, facts) in zip(notice_ids, told, strict=True):
        if not user.email:
            continue
        worded_for = worded_for_user(user, facts)
        mails.append(
            {
                "notice_id": notice_id,
                "channel": "email",
                "recipient": user.email,
                "subject": worded_for.title,
                "body": worded_for.body,
                "next_attempt_at": at,
                "created_at": at,
            }
        )
    repository.add_mails(db, mails)


def _push(notice_id: int, user: User, facts: Facts, words: Words) -> push.Push:
    return push.Push(notice_id, user.id, words.title, words.body, PUSHED[facts.kind])


def facts_of(notice: Notice) -> NoticeFacts:
    return parse(notice.kind, json.loads(notice.data or "{}"))


def facts_by_id(db: Session, notice_id: int) -> NoticeFacts | None:
    """The facts of a stored notice, or None when it is gone."""
    notice = repository.get(db, notice_id)
    return None if notice is None else facts_of(notice)


def worded(notice: Notice, language: Language) -> Words:
    """A stored notice's title and body in `language`."""
    return word(facts_of(notice), language)


def unread_count(db: Session, user_id: int) -> int:
    return repository.unread_count(db, user_id)


def page(db: Session, user: User, page_no: int, page_size: int) -> Page[NoticeOut]:
    """The user's notices, newest first, worded in their language."""
    language = language_of(user.language)
    rows, total = repository.page(db, user.id, (page_no - 1) * page_size, page_size)
    listed = []
    for notice in rows:
        facts = facts_of(notice)
        words = word(facts, language)
        listed.append(
            NoticeOut(
                id=notice.id,
                kind=facts.kind,
                title=words.title,
                body=words.body,
                data=facts,
                createdAt=notice.created_at,
                read=notice.read_at is not None,
            )
        )
    return Page[NoticeOut](list=listed, total=total, pageNo=page_no, pageSize=page_size)


def mark_read(db: Session, user_id: int, notice_id: int | None) -> int:
    """Mark one notice (or, without an id, every notice) read; answer the unread count."""
    at = now()
    if notice_id is None:
        repository.mark_all_read(db, user_id, at)
    else:
        notice = repository.get(db, notice_id)
        if notice is None or notice.user_id != user_id:
            raise NoticeMissing()
        if notice.read_at is None:
            notice.read_at = at
    db.flush()
    return repository.unread_count(db, user_id)


def set_language(db: Session, user: User, language: Language) -> Language:
    """Keep the language the user's notices, e-mails and invoices are worded in."""
    user.language = language
    db.flush()
    return language
