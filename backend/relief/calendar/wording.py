"""The calendar feeds worded in the reader's language (the account's)."""

from __future__ import annotations

from relief.kit.language import Language
from relief.models import JobRecordStatus

_WORDS: dict[Language, dict[str, str]] = {
    "en": {
        "centre_calendar": "{centre}: relief teachers",
        "teacher_calendar": "Relief jobs: {teacher}",
        "centre_summary": "{teacher} · booking #{booking}",
        "teacher_summary": "Relief at {centre}",
        "called_off": "Cancelled: {summary}",
        "booking": "Booking #{booking}",
        "teacher": "Teacher: {teacher}",
        "centre": "Centre: {centre}",
        "phone": "Phone: {phone}",
        "break": "Unpaid break: {minutes} min",
        "extended": "Extended",
        "canceled": "The job was cancelled.",
        "leave": "The teacher took leave from this job.",
    },
    "zh": {
        "centre_calendar": "{centre}：代课老师",
        "teacher_calendar": "代课工作：{teacher}",
        "centre_summary": "{teacher} · 预订 #{booking}",
        "teacher_summary": "代课 · {centre}",
        "called_off": "已取消：{summary}",
        "booking": "预订 #{booking}",
        "teacher": "老师：{teacher}",
        "centre": "中心：{centre}",
        "phone": "电话：{phone}",
        "break": "无薪休息：{minutes} 分钟",
        "extended": "已延长",
        "canceled": "此工作已取消。",
        "leave": "老师已请假，不来上这份工作。",
    },
}


def words(language: Language, key: str, **values: object) -> str:
    return _WORDS[language][key].format(**values)


def why_called_off(language: Language, job_status: int) -> str | None:
    """Why a job's event reads cancelled, or None when it does not."""
    if job_status == JobRecordStatus.canceled:
        return words(language, "canceled")
    if job_status == JobRecordStatus.leave:
        return words(language, "leave")
    return None
