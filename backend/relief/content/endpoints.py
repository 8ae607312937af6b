"""The calls of the FAQ and content: the staff's lists and edits, and the
Help pages of the centre portal and the teacher app."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre, CurrentTeacher
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.content import service
from relief.content.schemas import (
    ArticleIdIn,
    ArticleItem,
    ArticleListIn,
    ArticleSaveIn,
    ArticleStatusIn,
    CategoryChoicesOut,
    CategoryIdIn,
    CategoryItem,
    CategoryListIn,
    CategorySaveIn,
    FaqIdIn,
    FaqItem,
    FaqListIn,
    FaqSaveIn,
    FaqShownIn,
    HelpIn,
    HelpOut,
)
from relief.kit.clock import now
from relief.kit.envelope import Empty, Envelope, Page, ok
from relief.models import AccountKind

router = APIRouter(tags=["FAQ and content"])


# -- FAQ -------------------------------------------------------------------


@router.post("/admin/faq/list", response_model=Envelope[Page[FaqItem]])
def faq_list(
    payload: FaqListIn, caller: Annotated[Principal, May(Permission.faq_list)], db: DB
) -> Envelope[Page[FaqItem]]:
    """The FAQ in its order, shown and hidden, by audience and a keyword."""
    return ok(service.faq_list(db, payload))


@router.post("/admin/faq/save", response_model=Envelope[FaqItem])
def faq_save(
    payload: FaqSaveIn, caller: Annotated[Principal, May(Permission.faq_edit)], db: DB
) -> Envelope[FaqItem]:
    """Write an FAQ entry (no id) or change one."""
    return ok(service.faq_save(db, payload))


@router.post("/admin/faq/shown", response_model=Envelope[FaqItem])
def faq_shown(
    payload: FaqShownIn, caller: Annotated[Principal, May(Permission.faq_edit)], db: DB
) -> Envelope[FaqItem]:
    """Show an FAQ entry to its audience, or hide it."""
    return ok(service.faq_shown(db, payload.id, payload.shown))


@router.post("/admin/faq/delete", response_model=Envelope[Empty])
def faq_delete(
    payload: FaqIdIn, caller: Annotated[Principal, May(Permission.faq_edit)], db: DB
) -> Envelope[Empty]:
    """Remove an FAQ entry."""
    service.faq_remove(db, payload.id)
    return ok(Empty())


# -- Categories ------------------------------------------------------------


@router.post("/admin/content/category/list", response_model=Envelope[Page[CategoryItem]])
def category_list(
    payload: CategoryListIn, caller: Annotated[Principal, May(Permission.category_list)], db: DB
) -> Envelope[Page[CategoryItem]]:
    """The content categories in their order, with their articles counted."""
    return ok(service.category_list(db, payload))


@router.post("/admin/content/category/choices", response_model=Envelope[CategoryChoicesOut])
def category_choices(
    caller: Annotated[Principal, May(Permission.content_list)], db: DB
) -> Envelope[CategoryChoicesOut]:
    """Every category, for the article list's filter and the article form."""
    return ok(service.category_choices(db))


@router.post("/admin/content/category/save", response_model=Envelope[CategoryItem])
def category_save(
    payload: CategorySaveIn, caller: Annotated[Principal, May(Permission.content_edit)], db: DB
) -> Envelope[CategoryItem]:
    """Add a category (no id) or change one."""
    return ok(service.category_save(db, payload))


@router.post("/admin/content/category/delete", response_model=Envelope[Empty])
def category_delete(
    payload: CategoryIdIn, caller: Annotated[Principal, May(Permission.content_edit)], db: DB
) -> Envelope[Empty]:
    """Remove a category that holds no article."""
    service.category_remove(db, payload.id)
    return ok(Empty())


# -- Articles --------------------------------------------------------------


@router.post("/admin/content/article/list", response_model=Envelope[Page[ArticleItem]])
def article_list(
    payload: ArticleListIn, caller: Annotated[Principal, May(Permission.content_list)], db: DB
) -> Envelope[Page[ArticleItem]]:
    """The articles, the last changed first, by status, category, audience and a keyword."""
    return ok(service.article_list(db, payload))


@router.post("/admin/content/article/save", response_model=Envelope[ArticleItem])
def article_save(
    payload: ArticleSaveIn, caller: Annotated[Principal, May(Permission.content_edit)], db: DB
) -> Envelope[ArticleItem]:
    """Write an article (no id) or change one; its bodies are sanitised."""
    return ok(service.article_save(db, payload, now()))


@router.post("/admin/content/article/status", response_model=Envelope[ArticleItem])
def article_status(
    payload: ArticleStatusIn, caller: Annotated[Principal, May(Permission.content_edit)], db: DB
) -> Envelope[ArticleItem]:
    """Publish an article, or take it back to draft."""
    return ok(service.article_status(db, payload.id, payload.status, now()))


@router.post("/admin/content/article/delete", response_model=Envelope[Empty])
def article_delete(
    payload: ArticleIdIn, caller: Annotated[Principal, May(Permission.content_edit)], db: DB
) -> Envelope[Empty]:
    """Remove an article."""
    service.article_remove(db, payload.id)
    return ok(Empty())


# -- Help pages ------------------------------------------------------------


@router.post("/center/help", response_model=Envelope[HelpOut])
def centre_help(payload: HelpIn, caller: CurrentCentre, db: DB) -> Envelope[HelpOut]:
    """The centre portal's Help page: the FAQ and the published articles for
    centres, those holding a keyword when one is given."""
    return ok(service.help_for(db, AccountKind.centre, payload.keyword))


@router.post("/teacher/help", response_model=Envelope[HelpOut])
def teacher_help(payload: HelpIn, caller: CurrentTeacher, db: DB) -> Envelope[HelpOut]:
    """The teacher app's Help page: the FAQ and the published articles for
    teachers, those holding a keyword when one is given."""
    return ok(service.help_for(db, AccountKind.teacher, payload.keyword))
