from __future__ import annotations

from datetime import date

from pydantic import BaseModel, Field

from relief.kit.envelope import Input


class SystemConfigOut(BaseModel):
    agreement: str = Field(description="Terms of Use (HTML)")
    privacyPolicy: str = Field(description="Privacy Policy (HTML)")
    mapTileUrl: str = Field(description="Map tile URL template; empty when maps are off")
    mapGeocoderUrl: str = Field(description="Nominatim-style geocoder base URL; empty when off")


class HolidayListIn(Input):
    year: int | None = Field(default=None, ge=2000, le=2100)


class HolidayOut(BaseModel):
    date: date
    name: str
    region: str | None


class HolidayListOut(BaseModel):
    list: list[HolidayOut]
