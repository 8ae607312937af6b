"""The FAQ and content: shapes in and out."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Id, Line, Text

AudienceName = Literal["centres", "teachers", "both"]
ArticleStatusName = Literal["draft", "published"]

TITLE_MAX = 200
FAQ_CONTENT_MAX = 5000
DESCRIPTION_MAX = 500
NAME_MAX = 100
BODY_MAX = 200_000
SORT_MAX = 9999

SortNumber = Annotated[
    int,
    Field(
        ge=0,
        le=SORT_MAX,
        description="Lower first (0 to 9999); ties in the order they were written",
    ),
]


# -- FAQ -------------------------------------------------------------------


class FaqSaveIn(Input):
    """A new FAQ entry (no id) or the changes to one; the Chinese texts are
    optional (the apps show the English where one is empty)."""

    id: Id | None = None
    title: Line = Field(min_length=1, max_length=TITLE_MAX, description="The question")
    titleZh: Line = Field(default="", max_length=TITLE_MAX)
    content: Text = Field(min_length=1, max_length=FAQ_CONTENT_MAX, description="The answer")
    contentZh: Text = Field(default="", max_length=FAQ_CONTENT_MAX)
    description: Line = Field(
        default="", max_length=DESCRIPTION_MAX, description="A short line under the question"
    )
    descriptionZh: Line = Field(default="", max_length=DESCRIPTION_MAX)
    audience: AudienceName
    sort: SortNumber = 0
    shown: bool = False


class FaqFilter(Input):
    shown: bool | None = Field(default=None, description="Shown (true) or hidden (false)")
    audience: AudienceName | None = None
    keyword: Line | None = Field(
        default=None, max_length=100, description="Part of a title, answer or description"
    )
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description="A field and a direction, e.g. `sort,asc` (the default); by "
        "sort, title, audience, shown or updatedAt",
    )


class FaqListIn(FaqFilter, PageQuery):
    """One page of the FAQ."""


class FaqIdIn(Input):
    id: Id


class FaqShownIn(Input):
    id: Id
    shown: bool


class FaqItem(BaseModel):
    id: int
    title: str
    titleZh: str
    content: str
    contentZh: str
    description: str
    descriptionZh: str
    audience: AudienceName
    sort: int
    shown: bool
    createdAt: datetime
    updatedAt: datetime


# -- Categories ------------------------------------------------------------


class CategorySaveIn(Input):
    id: Id | None = None
    name: Line = Field(min_length=1, max_length=NAME_MAX)
    nameZh: Line = Field(default="", max_length=NAME_MAX)
    audience: AudienceName
    sort: SortNumber = 0


class CategoryFilter(Input):
    audience: AudienceName | None = None
    keyword: Line | None = Field(default=None, max_length=100, description="Part of a name")
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description="A field and a direction, e.g. `sort,asc` (the default); by "
        "sort, name, audience or updatedAt",
    )


class CategoryListIn(CategoryFilter, PageQuery):
    """One page of the categories."""


class CategoryIdIn(Input):
    id: Id


class CategoryItem(BaseModel):
    id: int
    name: str
    nameZh: str
    audience: AudienceName
    sort: int
    articles: int = Field(description="How many articles it holds, drafts too")
    published: int = Field(description="How many of them are published")
    createdAt: datetime
    updatedAt: datetime


class CategoryChoice(BaseModel):
    id: int
    name: str
    nameZh: str
    audience: AudienceName


class CategoryChoicesOut(BaseModel):
    """Every category, in their order."""

    list: list[CategoryChoice]


# -- Articles --------------------------------------------------------------


class ArticleSaveIn(Input):
    """A new article (no id) or the changes to one. The bodies are HTML,
    sanitised when saved; the Chinese ones optional."""

    id: Id | None = None
    categoryId: Id
    title: Line = Field(min_length=1, max_length=TITLE_MAX)
    titleZh: Line = Field(default="", max_length=TITLE_MAX)
    body: Text = Field(min_length=1, max_length=BODY_MAX, description="HTML")
    bodyZh: Text = Field(default="", max_length=BODY_MAX, description="HTML")
    status: ArticleStatusName = "draft"
    sort: SortNumber = 0


class ArticleFilter(Input):
    status: ArticleStatusName | None = None
    categoryId: Id | None = None
    audience: AudienceName | None = Field(default=None, description="Its category's")
    keyword: Line | None = Field(
        default=None, max_length=100, description="Part of a title or of the text"
    )
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description="A field and a direction, e.g. `updatedAt,desc` (the default); by "
        "sort, title, status, publishedAt or updatedAt",
    )


class ArticleListIn(ArticleFilter, PageQuery):
    """One page of the articles."""


class ArticleIdIn(Input):
    id: Id


class ArticleStatusIn(Input):
    id: Id
    status: ArticleStatusName


class ArticleItem(BaseModel):
    id: int
    categoryId: int
    categoryName: str
    categoryNameZh: str
    audience: AudienceName = Field(description="Its category's")
    title: str
    titleZh: str
    body: str = Field(description="Sanitised HTML")
    bodyZh: str = Field(description="Sanitised HTML")
    status: ArticleStatusName
    sort: int
    publishedAt: datetime | None
    createdAt: datetime
    updatedAt: datetime


# -- Help pages ------------------------------------------------------------


class HelpIn(Input):
    keyword: Line | None = Field(
        default=None,
        max_length=100,
        description="Part of a question, answer, title or text, in English or Chinese",
    )


class HelpFaq(BaseModel):
    id: int
    title: str
    titleZh: str
    content: str
    contentZh: str
    description: str
    descriptionZh: str


class HelpArticle(BaseModel):
    id: int
    title: str
    titleZh: str
    body: str = Field(description="Sanitised HTML")
    bodyZh: str = Field(description="Sanitised HTML")
    publishedAt: datetime | None


class HelpCategory(BaseModel):
    id: int
    name: str
    nameZh: str
    articles: list[HelpArticle]


class HelpOut(BaseModel):
    """What the reader's Help page shows: the FAQ entries shown to their
    audience and the published articles of their categories, in order; with a
    keyword, those that hold it. Each text in English and Chinese (empty where
    none was written: the app shows the English)."""

    faqs: list[HelpFaq]
    categories: list[HelpCategory] = Field(description="Only those with a matching article")
