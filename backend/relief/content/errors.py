"""The refusals of the FAQ and content: codes 45201 to 45299 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class FaqMissing(NotFound):
    code = 45201
    message = "The FAQ entry does not exist."


class CategoryMissing(NotFound):
    code = 45202
    message = "The category does not exist."
    field = "categoryId"


class ArticleMissing(NotFound):
    code = 45203
    message = "The article does not exist."


class CategoryInUse(Conflict):
    code = 45204
    message = "The category still holds {count} articles: move or remove them first."


class ArticleBodyRequired(ParameterError):
    code = 45205
    message = "Write the article's text in English."
    field = "body"
