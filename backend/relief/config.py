"""One settings object, read from the environment and an optional `.env` file."""

from __future__ import annotations

from enum import StrEnum
from functools import lru_cache
from pathlib import Path

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from relief.kit import vapid

REPO_ROOT = Path(__file__).resolve().parents[2]
VAR_DIR = REPO_ROOT / "var"
DEFAULT_SECRET = "dev-secret-change-me"  # noqa: S105 (refused in production)
DEFAULT_VAPID_SUBJECT = "mailto:no-reply@relief.example"


class Environment(StrEnum):
    development = "development"
    test = "test"
    production = "production"


class CaptchaPolicy(StrEnum):
    """When the graphical captcha is needed at sign-in."""

    after_failures = "after_failures"
    always = "always"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=(REPO_ROOT / ".env", REPO_ROOT / "backend" / ".env"),
        env_file_encoding="utf-8",
        extra="ignore",
    )

    environment: Environment = Field(default=Environment.development, alias="RELIEF_ENV")
    database_url: str = Field(default=f"sqlite:///{VAR_DIR / 'relief.db'}", alias="DATABASE_URL")
    secret_key: str = Field(default=DEFAULT_SECRET, alias="SECRET_KEY")
    time_zone: str = Field(default="Pacific/Auckland", alias="TIME_ZONE")
    demo_data: bool = Field(default=True, alias="DEMO_DATA")
    host: str = Field(default="127.0.0.1", alias="HOST")
    port: int = Field(default=8000, alias="PORT")

    captcha_policy: CaptchaPolicy = Field(
        default=CaptchaPolicy.after_failures, alias="CAPTCHA_POLICY"
    )
    captcha_after_failures: int = Field(default=3, alias="CAPTCHA_AFTER_FAILURES")
    login_window_minutes: int = Field(default=15, alias="LOGIN_WINDOW_MINUTES")
    login_max_failures_account: int = Field(default=10, alias="LOGIN_MAX_FAILURES_ACCOUNT")
    login_max_failures_address: int = Field(default=30, alias="LOGIN_MAX_FAILURES_ADDRESS")

    token_lifetime_hours: int = Field(default=24, alias="TOKEN_LIFETIME_HOURS")
    max_body_bytes: int = Field(default=1_048_576, alias="MAX_BODY_BYTES")
    sms_log: Path = Field(default=VAR_DIR / "sms.log", alias="SMS_LOG")
    upload_max_bytes: int = Field(default=5 * 1_048_576, alias="UPLOAD_MAX_BYTES")
    # Images are decoded on upload and refused above this many pixels.
    upload_max_image_pixels: int = Field(
        default=40_000_000, ge=1, le=178_956_970, alias="UPLOAD_MAX_IMAGE_PIXELS"
    )
    files_dir: Path = Field(default=VAR_DIR / "files", alias="FILES_DIR")
    signed_link_minutes: int = Field(default=10, ge=1, le=1440, alias="SIGNED_LINK_MINUTES")
    db_pool_size: int = Field(default=10, ge=1, alias="DB_POOL_SIZE")
    db_max_overflow: int = Field(default=10, ge=0, alias="DB_MAX_OVERFLOW")

    smtp_host: str = Field(default="127.0.0.1", alias="SMTP_HOST")
    smtp_port: int = Field(default=1025, alias="SMTP_PORT")
    smtp_user: str | None = Field(default=None, alias="SMTP_USER")
    smtp_password: str | None = Field(default=None, alias="SMTP_PASSWORD")
    smtp_starttls: bool = Field(default=False, alias="SMTP_STARTTLS")
    mail_from: str = Field(default="Relief <no-reply@relief.example>", alias="MAIL_FROM")

    # Map tiles and geocoder of the map picker; empty turns them off (tests).
    map_tile_url: str = Field(
        default="https://tile.openstreetmap.org/{z}/{x}/{y}.png", alias="MAP_TILE_URL"
    )
    map_geocoder_url: str = Field(
        default="https://nominatim.openstreetmap.org", alias="MAP_GEOCODER_URL"
    )

    # Web Push to the teacher app (docs/operations.md): the platform's VAPID
    # private key (`python -m relief vapid` makes one) and the contact push
    # services may write to. Without a key, notifications are off.
    vapid_private_key: str | None = Field(default=None, alias="VAPID_PRIVATE_KEY")
    vapid_subject: str = Field(default=DEFAULT_VAPID_SUBJECT, alias="VAPID_SUBJECT")

    web_dist: Path = Field(default=REPO_ROOT / "frontend" / "dist", alias="WEB_DIST")

    # The domain after the @ of each calendar-feed event's UID (job-record-12@...):
    # set it once to the platform's domain and never change it, or calendars
    # that subscribed see every job as a new event.
    calendar_uid_domain: str = Field(
        default="relief.example", min_length=1, max_length=253, alias="CALENDAR_UID_DOMAIN"
    )

    # Served to browsers over HTTPS (behind a TLS-terminating proxy): answers
    # carry Strict-Transport-Security. Unset: on in production, off elsewhere.
    https: bool | None = Field(default=None, alias="HTTPS")
    # The interactive API documentation (/api/docs) and the OpenAPI document
    # (/api/openapi.json). Unset: on outside production, off in production.
    api_docs: bool | None = Field(default=None, alias="API_DOCS")

    @property
    def is_production(self) -> bool:
        return self.environment is Environment.production

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def serves_https(self) -> bool:
        return self.is_production if self.https is None else self.https

    @property
    def serves_api_docs(self) -> bool:
        return not self.is_production if self.api_docs is None else self.api_docs

    @property
    def pushes(self) -> bool:
        """Whether Web Push is on: a VAPID key is set."""
        return bool(self.vapid_private_key)

    @model_validator(mode="after")
    def _check_vapid(self) -> Settings:
        if self.vapid_private_key:
            vapid.private_key(self.vapid_private_key)
            if not self.vapid_subject.startswith(("mailto:", "https://")):
                raise ValueError("VAPID_SUBJECT must be a mailto: or https: address")
        return self

    @model_validator(mode="after")
    def _refuse_unsafe_production(self) -> Settings:
        if self.is_production:
            if self.secret_key == DEFAULT_SECRET or len(self.secret_key) < 32:
                raise ValueError(
                    "SECRET_KEY must be set to a random value of at least 32 characters "
                    "in production"
                )
            if self.demo_data:
                raise ValueError("DEMO_DATA must be off in production")
            if not self.database_url.startswith("postgresql"):
                raise ValueError(
                    "DATABASE_URL must name a PostgreSQL database in production "
                    "(postgresql+psycopg://user:password@host:5432/name); SQLite is "
                    "for development and tests only"
                )
            if self.vapid_private_key and self.vapid_subject == DEFAULT_VAPID_SUBJECT:
                raise ValueError(
                    "VAPID_SUBJECT must name the platform's own contact (mailto: or https:) "
                    "when VAPID_PRIVATE_KEY is set in production"
                )
        return self


@lru_cache
def get_settings() -> Settings:
    return Settings()
