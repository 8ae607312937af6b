"""Help for centres and teachers: the FAQ, and articles in categories, each
text in English with an optional Chinese one."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import Boolean, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.types import UTCDateTime
from relief.models.base import Base, Timestamped


class HelpAudience(StrEnum):
    """Who reads an FAQ entry or a category's articles."""

    centres = "centres"
    teachers = "teachers"
    both = "both"


class ArticleStatus(StrEnum):
    draft = "draft"
    published = "published"


class Faq(Timestamped, Base):
    __tablename__ = "faqs"

    id: Mapped[int] = mapped_column(primary_key=True)
    # The question, the answer (plain text) and a short line under the question.
    title: Mapped[str] = mapped_column(String(200))
    title_zh: Mapped[str] = mapped_column(String(200), default="")
    content: Mapped[str] = mapped_column(Text)
    content_zh: Mapped[str] = mapped_column(Text, default="")
    description: Mapped[str] = mapped_column(String(500), default="")
    description_zh: Mapped[str] = mapped_column(String(500), default="")
    sort: Mapped[int] = mapped_column(Integer, default=0)
    shown: Mapped[bool] = mapped_column(Boolean, default=False)
    audience: Mapped[str] = mapped_column(String(16), index=True)


class ContentCategory(Timestamped, Base):
    __tablename__ = "content_categories"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    name_zh: Mapped[str] = mapped_column(String(100), default="")
    sort: Mapped[int] = mapped_column(Integer, default=0)
    audience: Mapped[str] = mapped_column(String(16), index=True)


class Article(Timestamped, Base):
    __tablename__ = "articles"

    id: Mapped[int] = mapped_column(primary_key=True)
    category_id: Mapped[int] = mapped_column(ForeignKey("content_categories.id"), index=True)
    title: Mapped[str] = mapped_column(String(200))
    title_zh: Mapped[str] = mapped_column(String(200), default="")
    # Sanitised HTML (nh3), as the rich-text editor writes it.
    body: Mapped[str] = mapped_column(Text)
    body_zh: Mapped[str] = mapped_column(Text, default="")
    # The words of both bodies without their markup, which the search box looks in.
    words: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[str] = mapped_column(String(16), default=ArticleStatus.draft)
    sort: Mapped[int] = mapped_column(Integer, default=0)
    published_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
