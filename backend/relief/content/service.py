"""The FAQ and content: staff write, show, publish, sort and remove them;
centres and teachers read what is meant for them on their Help pages."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy.orm import Session

from relief.content import repository, rules
from relief.content.errors import (
    ArticleBodyRequired,
    ArticleMissing,
    CategoryInUse,
    CategoryMissing,
    FaqMissing,
)
from relief.content.schemas import (
    ArticleItem,
    ArticleListIn,
    ArticleSaveIn,
    CategoryChoice,
    CategoryChoicesOut,
    CategoryItem,
    CategoryListIn,
    CategorySaveIn,
    FaqItem,
    FaqListIn,
    FaqSaveIn,
    HelpArticle,
    HelpCategory,
    HelpFaq,
    HelpOut,
)
from relief.kit import sorting
from relief.kit.envelope import Page
from relief.models import AccountKind, Article, ArticleStatus, ContentCategory, Faq

IN_ORDER = sorting.Sort(field="sort", descending=False)
LAST_CHANGED = sorting.Sort(field="updatedAt", descending=True)


# -- FAQ -------------------------------------------------------------------


def _faq_item(faq: Faq) -> FaqItem:
    return FaqItem(
        id=faq.id,
        title=faq.title,
        titleZh=faq.title_zh,
        content=faq.content,
        contentZh=faq.content_zh,
        description=faq.description,
        descriptionZh=faq.description_zh,
        audience=faq.audience,
        sort=faq.sort,
        shown=faq.shown,
        createdAt=faq.created_at,
        updatedAt=faq.updated_at,
    )


def faq_list(db: Session, query: FaqListIn) -> Page[FaqItem]:
    """The FAQ in its order unless sorted otherwise, shown and hidden."""
    sort = sorting.parse(query.sort, repository.FAQ_SORTS, IN_ORDER)
    listed = repository.FaqListed(shown=query.shown, audience=query.audience, keyword=query.keyword)
    rows, total = repository.faq_page(db, listed, sort, query.offset, query.pageSize)
    return Page[FaqItem].of([_faq_item(row) for row in rows], total, query)


def _faq(db: Session, faq_id: int) -> Faq:
    faq = repository.faq(db, faq_id)
    if faq is None:
        raise FaqMissing()
    return faq


def faq_save(db: Session, payload: FaqSaveIn) -> FaqItem:
    """Write an FAQ entry (no id) or change one."""
    faq = Faq() if payload.id is None else _faq(db, payload.id)
    faq.title = payload.title
    faq.title_zh = payload.titleZh
    faq.content = payload.content
    faq.content_zh = payload.contentZh
    faq.description = payload.description
    faq.description_zh = payload.descriptionZh
    faq.audience = payload.audience
    faq.sort = payload.sort
    faq.shown = payload.shown
    if payload.id is None:
        db.add(faq)
    db.flush()
    return _faq_item(faq)


def faq_shown(db: Session, faq_id: int, shown: bool) -> FaqItem:
    """Show an FAQ entry to its audience, or hide it."""
    faq = _faq(db, faq_id)
    faq.shown = shown
    db.flush()
    return _faq_item(faq)


def faq_remove(db: Session, faq_id: int) -> None:
    db.delete(_faq(db, faq_id))
    db.flush()


# -- Categories ------------------------------------------------------------


def _category_item(category: ContentCategory, articles: int, published: int) -> CategoryItem:
    return CategoryItem(
        id=category.id,
        name=category.name,
        nameZh=category.name_zh,
        audience=category.audience,
        sort=category.sort,
        articles=articles,
        published=published,
        createdAt=category.created_at,
        updatedAt=category.updated_at,
    )


def category_list(db: Session, query: CategoryListIn) -> Page[CategoryItem]:
    """The categories in their order unless sorted otherwise, with their articles counted."""
    sort = sorting.parse(query.sort, repository.CATEGORY_SORTS, IN_ORDER)
    listed = repository.CategoryListed(audience=query.audience, keyword=query.keyword)
    rows, total = repository.category_page(db, listed, sort, query.offset, query.pageSize)
    return Page[CategoryItem].of([_category_item(*row) for row in rows], total, query)


def category_choices(db: Session) -> CategoryChoicesOut:
    """Every category in its order, for the article filter and form."""
    return CategoryChoicesOut(
        list=[
            CategoryChoice(id=c.id, name=c.name, nameZh=c.name_zh, audience=c.audience)
            for c in repository.categories(db)
        ]
    )


def _category(db: Session, category_id: int) -> ContentCategory:
    category = repository.category(db, category_id)
    if category is None:
        raise CategoryMissing()
    return category


def category_save(db: Session, payload: CategorySaveIn) -> CategoryItem:
    """Add a category (no id) or change one; its audience is its articles'."""
    category = ContentCategory() if payload.id is None else _category(db, payload.id)
    category.name = payload.name
    category.name_zh = payload.nameZh
    category.audience = payload.audience
    category.sort = payload.sort
    if payload.id is None:
        db.add(category)
    db.flush()
    return _category_item(category, *repository.article_counts(db, category.id))


def category_remove(db: Session, category_id: int) -> None:
    """Remove an empty category; one that holds articles is refused."""
    category = _category(db, category_id)
    held, _ = repository.article_counts(db, category.id)
    if held:
        raise CategoryInUse(count=held)
    db.delete(category)
    db.flush()


# -- Articles --------------------------------------------------------------


def _article_item(article: Article, category: ContentCategory) -> ArticleItem:
    return ArticleItem(
        id=article.id,
        categoryId=category.id,
        categoryName=category.name,
        categoryNameZh=category.name_zh,
        audience=category.audience,
        title=article.title,
        titleZh=article.title_zh,
        body=article.body,
        bodyZh=article.body_zh,
        status=article.status,
        sort=article.sort,
        publishedAt=article.published_at,
        createdAt=article.created_at,
        updatedAt=article.updated_at,
    )


def article_list(db: Session, query: ArticleListIn) -> Page[ArticleItem]:
    """The articles, the last changed first unless sorted otherwise."""
    sort = sorting.parse(query.sort, repository.ARTICLE_SORTS, LAST_CHANGED)
    listed = repository.ArticleListed(
        status=query.status,
        category_id=query.categoryId,
        audience=query.audience,
        keyword=query.keyword,
    )
    rows, total = repository.article_page(db, listed, sort, query.offset, query.pageSize)
    return Page[ArticleItem].of([_article_item(*row) for row in rows], total, query)


def _article(db: Session, article_id: int) -> Article:
    article = repository.article(db, article_id)
    if article is None:
        raise ArticleMissing()
    return article


def _status(article: Article, status: str, at: datetime) -> None:
    """Publish (noting when, the first time) or take back to draft."""
    article.status = status
    if status == ArticleStatus.published and article.published_at is None:
        article.published_at = at
    if status == ArticleStatus.draft:
        article.published_at = None


def article_save(db: Session, payload: ArticleSaveIn, at: datetime) -> ArticleItem:
    """Write an article (no id) or change one; its bodies are sanitised and
    the English one must keep some text."""
    category = _category(db, payload.categoryId)
    body = rules.body(payload.body)
    if not body:
        raise ArticleBodyRequired()
    body_zh = rules.body(payload.bodyZh)
    article = Article() if payload.id is None else _article(db, payload.id)
    article.category_id = category.id
    article.title = payload.title
    article.title_zh = payload.titleZh
    article.body = body
    article.body_zh = body_zh
    article.words = rules.words(body, body_zh)
    article.sort = payload.sort
    _status(article, payload.status, at)
    if payload.id is None:
        db.add(article)
    db.flush()
    return _article_item(article, category)


def article_status(db: Session, article_id: int, status: str, at: datetime) -> ArticleItem:
    """Publish an article, or take it back to draft."""
    article = _article(db, article_id)
    _status(article, status, at)
    db.flush()
    return _article_item(article, _category(db, article.category_id))


def article_remove(db: Session, article_id: int) -> None:
    db.delete(_article(db, article_id))
    db.flush()


# -- Help pages ------------------------------------------------------------


def _help_categories(rows: Iterable[tuple[Article, ContentCategory]]) -> list[HelpCategory]:
    grouped: dict[int, HelpCategory] = {}
    for article, category in rows:
        group = grouped.setdefault(
            category.id,
            HelpCategory(id=category.id, name=category.name, nameZh=category.name_zh, articles=[]),
        )
        group.articles.append(
            HelpArticle(
                id=article.id,
                title=article.title,
                titleZh=article.title_zh,
                body=article.body,
                bodyZh=article.body_zh,
                publishedAt=article.published_at,
            )
        )
    return list(grouped.values())


def help_for(db: Session, reader: AccountKind, keyword: str | None) -> HelpOut:
    """A centre's or a teacher's Help page: the FAQ shown to them and the
    published articles of their categories; drafts and hidden entries never."""
    audiences = rules.audiences_of(reader)
    faqs = repository.faqs_shown(db, audiences, keyword)
    return HelpOut(
        faqs=[
            HelpFaq(
                id=f.id,
                title=f.title,
                titleZh=f.title_zh,
                content=f.content,
                contentZh=f.content_zh,
                description=f.description,
                descriptionZh=f.description_zh,
            )
            for f in faqs
        ],
        categories=_help_categories(repository.articles_published(db, audiences, keyword)),
    )
