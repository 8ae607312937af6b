"""The SQL of the FAQ and content."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import ColumnElement, case, func, or_, select
from sqlalchemy.orm import QueryableAttribute, Session

from relief.kit import search, sorting
from relief.models import Article, ArticleStatus, ContentCategory, Faq, HelpAudience

# What each list sorts by: the item's field → the column.
FAQ_SORTS = {
    "sort": Faq.sort,
    "title": Faq.title,
    "audience": Faq.audience,
    "shown": Faq.shown,
    "updatedAt": Faq.updated_at,
}
CATEGORY_SORTS = {
    "sort": ContentCategory.sort,
    "name": ContentCategory.name,
    "audience": ContentCategory.audience,
    "updatedAt": ContentCategory.updated_at,
}
ARTICLE_SORTS = {
    "sort": Article.sort,
    "title": Article.title,
    "status": Article.status,
    "publishedAt": Article.published_at,
    "updatedAt": Article.updated_at,
}


def _holding(keyword: str, *columns: QueryableAttribute[str]) -> ColumnElement[bool]:
    """Any of the columns holds the keyword, as typed (no wildcards), in any case."""
    pattern = search.containing(keyword)
    return or_(*(func.lower(column).like(pattern, escape=search.ESCAPE) for column in columns))


def _faq_words(keyword: str) -> ColumnElement[bool]:
    return _holding(
        keyword,
        Faq.title,
        Faq.title_zh,
        Faq.content,
        Faq.content_zh,
        Faq.description,
        Faq.description_zh,
    )


def _article_words(keyword: str) -> ColumnElement[bool]:
    return _holding(keyword, Article.title, Article.title_zh, Article.words)


# -- FAQ -------------------------------------------------------------------


@dataclass(frozen=True)
class FaqListed:
    shown: bool | None = None
    audience: str | None = None
    keyword: str | None = None


def faq_page(
    db: Session, listed: FaqListed, sort: sorting.Sort, offset: int, limit: int
) -> tuple[list[Faq], int]:
    query = select(Faq)
    if listed.shown is not None:
        query = query.where(Faq.shown.is_(listed.shown))
    if listed.audience:
        query = query.where(Faq.audience == listed.audience)
    if listed.keyword:
        query = query.where(_faq_words(listed.keyword))
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    ordered = query.order_by(*sorting.order(FAQ_SORTS[sort.field], sort, Faq.id))
    return list(db.scalars(ordered.offset(offset).limit(limit))), total


def faq(db: Session, faq_id: int) -> Faq | None:
    return db.get(Faq, faq_id)


def faqs_shown(db: Session, audiences: Sequence[HelpAudience], keyword: str | None) -> list[Faq]:
    """The FAQ entries shown to these audiences, in their order."""
    query = select(Faq).where(Faq.shown.is_(True), Faq.audience.in_(list(audiences)))
    if keyword:
        query = query.where(_faq_words(keyword))
    return list(db.scalars(query.order_by(Faq.sort, Faq.id)))


# -- Categories ------------------------------------------------------------


@dataclass(frozen=True)
class CategoryListed:
    audience: str | None = None
    keyword: str | None = None


def category_page(
    db: Session, listed: CategoryListed, sort: sorting.Sort, offset: int, limit: int
) -> tuple[list[tuple[ContentCategory, int, int]], int]:
    """A page of categories, each with how many articles it holds and how
    many of them are published (counted in the same query)."""
    counts = (
        select(
            Article.category_id.label("category_id"),
            func.count().label("articles"),
            func.sum(case((Article.status == ArticleStatus.published, 1), else_=0)).label(
                "published"
            ),
        )
        .group_by(Article.category_id)
        .subquery()
    )
    query = select(
        ContentCategory,
        func.coalesce(counts.c.articles, 0),
        func.coalesce(counts.c.published, 0),
    ).outerjoin(counts, counts.c.category_id == ContentCategory.id)
    if listed.audience:
        query = query.where(ContentCategory.audience == listed.audience)
    if listed.keyword:
        query = query.where(_holding(listed.keyword, ContentCategory.name, ContentCategory.name_zh))
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    ordered = query.order_by(*sorting.order(CATEGORY_SORTS[sort.field], sort, ContentCategory.id))
    rows = db.execute(ordered.offset(offset).limit(limit)).all()
    return [(row[0], int(row[1]), int(row[2])) for row in rows], total


def category(db: Session, category_id: int) -> ContentCategory | None:
    return db.get(ContentCategory, category_id)


def categories(db: Session) -> list[ContentCategory]:
    return list(
        db.scalars(select(ContentCategory).order_by(ContentCategory.sort, ContentCategory.id))
    )


def article_counts(db: Session, category_id: int) -> tuple[int, int]:
    """How many articles a category holds, and how many are published."""
    row = db.execute(
        select(
            func.count(),
            func.coalesce(
                func.sum(case((Article.status == ArticleStatus.published, 1), else_=0)), 0
            ),
        ).where(Article.category_id == category_id)
    ).one()
    return int(row[0]), int(row[1])


# -- Articles --------------------------------------------------------------


@dataclass(frozen=True)
class ArticleListed:
    status: str | None = None
    category_id: int | None = None
    audience: str | None = None
    keyword: str | None = None


def article_page(
    db: Session, listed: ArticleListed, sort: sorting.Sort, offset: int, limit: int
) -> tuple[list[tuple[Article, ContentCategory]], int]:
    query = select(Article, ContentCategory).join(
        ContentCategory, ContentCategory.id == Article.category_id
    )
    if listed.status:
        query = query.where(Article.status == listed.status)
    if listed.category_id is not None:
        query = query.where(Article.category_id == listed.category_id)
    if listed.audience:
        query = query.where(ContentCategory.audience == listed.audience)
    if listed.keyword:
        query = query.where(_article_words(listed.keyword))
    total = db.scalar(select(func.count()).select_from(query.subquery())) or 0
    ordered = query.order_by(*sorting.order(ARTICLE_SORTS[sort.field], sort, Article.id))
    rows = db.execute(ordered.offset(offset).limit(limit)).all()
    return [(row[0], row[1]) for row in rows], total


def article(db: Session, article_id: int) -> Article | None:
    return db.get(Article, article_id)


def articles_published(
    db: Session, audiences: Sequence[HelpAudience], keyword: str | None
) -> list[tuple[Article, ContentCategory]]:
    """The published articles of these audiences' categories, category by
    category in their order."""
    query = (
        select(Article, ContentCategory)
        .join(ContentCategory, ContentCategory.id == Article.category_id)
        .where(
            Article.status == ArticleStatus.published,
            ContentCategory.audience.in_(list(audiences)),
        )
    )
    if keyword:
        query = query.where(_article_words(keyword))
    ordered = query.order_by(ContentCategory.sort, ContentCategory.id, Article.sort, Article.id)
    return [(row[0], row[1]) for row in db.execute(ordered).all()]
