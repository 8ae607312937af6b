"""The apps' versions: shapes in and out."""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field

from relief.kit.envelope import Input, PageQuery
from relief.kit.inputs import Day, Id, Line, Text

PlatformName = Literal["android", "ios", "web"]
UpdateTypeName = Literal["general", "silent", "forced"]

NUMBER_MAX = 20
PACKAGE_MAX = 500
DESCRIPTION_MAX = 2000


class VersionSaveIn(Input):
    """A new version (no id) or the changes to one."""

    id: Id | None = None
    platform: PlatformName
    number: Line = Field(
        min_length=1, max_length=NUMBER_MAX, description="Three whole numbers: `1.2.3`"
    )
    type: UpdateTypeName
    package: Line = Field(
        default="",
        max_length=PACKAGE_MAX,
        description="Where the update comes from: a store page or download address, or the "
        "package's name; may be empty (the web app reloads)",
    )
    releaseDate: Day = Field(description="From this day (New Zealand time) apps are told of it")
    description: Text = Field(default="", max_length=DESCRIPTION_MAX, description="What is new")


class VersionFilter(Input):
    """What narrows the versions."""

    platform: PlatformName | None = None
    type: UpdateTypeName | None = None
    keyword: Line | None = Field(
        default=None, max_length=100, description="Part of the number or the description"
    )
    sort: Line | None = Field(
        default=None,
        max_length=40,
        description="A field and a direction, e.g. `number,desc` (the default); by number, "
        "releaseDate, platform, type or updatedAt",
    )


class VersionListIn(VersionFilter, PageQuery):
    """One page of the versions."""


class VersionIdIn(Input):
    id: Id


class VersionItem(BaseModel):
    id: int
    platform: PlatformName
    number: str
    type: UpdateTypeName
    package: str
    releaseDate: date
    released: bool = Field(description="Whether its release date has come (New Zealand time)")
    description: str
    createdAt: datetime
    updatedAt: datetime


class VersionCheckIn(Input):
    """An app's question: its platform and its own version."""

    platform: PlatformName
    version: Line = Field(min_length=1, max_length=NUMBER_MAX, description="The app's own: `1.2.3`")


class NewestVersion(BaseModel):
    number: str
    type: UpdateTypeName
    package: str
    releaseDate: date
    description: str


class VersionCheckOut(BaseModel):
    update: Literal["none", "general", "silent", "forced"] = Field(
        description="`forced` when any released version newer than the app's is forced; "
        "else the newest newer one's type; `none` when there is none"
    )
    newest: NewestVersion | None = Field(
        description="The newest released version newer than the app's; null for `none`"
    )
