"""The calendar feeds' pure rules, and the sequence a job record's changes
raise, on their edges (no database)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from relief.bookings.rules import ForbiddenStatusChange
from relief.bookings.status import change_job_record, extend_job_record, revise_job_record
from relief.calendar import rules
from relief.models import JobRecord, JobRecordStatus

SECRET = "a-secret-key-of-at-least-32-characters"
AT = datetime(2027, 3, 1, 0, 0, tzinfo=UTC)


def test_a_token_comes_from_its_seed_and_the_secret() -> None:
    seed = rules.new_seed()
    token = rules.feed_token(seed, SECRET)
    assert token == rules.feed_token(seed, SECRET)
    assert len(token) == 43
    assert not set("=/+") & set(token)
    assert rules.feed_token(rules.new_seed(), SECRET) != token
    assert rules.feed_token(seed, SECRET + "x") != token


def test_seeds_are_256_random_bits() -> None:
    seeds = {rules.new_seed() for _ in range(50)}
    assert len(seeds) == 50
    assert all(len(seed) == 64 and int(seed, 16) >= 0 for seed in seeds)


def test_a_feed_is_found_by_the_tokens_digest() -> None:
    digest = rules.token_digest("abc")
    assert digest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert rules.feed_path("tok") == "/api/calendar/feed/tok.ics"


def test_the_window_reaches_back_60_days() -> None:
    assert rules.window_start(AT) == AT - timedelta(days=60)


@pytest.mark.parametrize(
    ("status", "shown"),
    [
        (JobRecordStatus.processing, "CONFIRMED"),
        (JobRecordStatus.extend, "CONFIRMED"),
        (JobRecordStatus.finished, "CONFIRMED"),
        (JobRecordStatus.canceled, "CANCELLED"),
        (JobRecordStatus.leave, "CANCELLED"),
    ],
)
def test_cancelled_and_left_jobs_read_cancelled(status: JobRecordStatus, shown: str) -> None:
    assert rules.event_status(status) == shown


def test_uid_and_place() -> None:
    assert rules.event_uid(12, "relief.nz") == "job-record-12@relief.nz"
    assert rules.place("1 Main St", None, " ", "Auckland", "") == "1 Main St, Auckland"
    assert rules.place(None, None) == ""


def record(status: JobRecordStatus = JobRecordStatus.processing, sequence: int = 0) -> JobRecord:
    return JobRecord(
        status=status,
        sequence=sequence,
        teacher_id=1,
        starts_at=AT,
        ends_at=AT + timedelta(hours=6),
    )


def test_every_status_change_raises_the_sequence() -> None:
    job = record()
    change_job_record(job, JobRecordStatus.canceled)
    assert job.sequence == 1
    with pytest.raises(ForbiddenStatusChange):
        change_job_record(job, JobRecordStatus.processing)
    assert job.sequence == 1


def test_an_unflushed_record_starts_its_sequence_at_zero() -> None:
    job = JobRecord(status=JobRecordStatus.processing)
    assert job.sequence is None
    change_job_record(job, JobRecordStatus.leave)
    assert job.sequence == 1


def test_an_extension_raises_the_sequence_once_each_time() -> None:
    job = record(sequence=3)
    extend_job_record(job, AT + timedelta(hours=7))
    assert (job.status, job.ends_at, job.sequence) == (
        JobRecordStatus.extend,
        AT + timedelta(hours=7),
        4,
    )
    extend_job_record(job, AT + timedelta(hours=8))
    assert (job.status, job.ends_at, job.sequence) == (
        JobRecordStatus.extend,
        AT + timedelta(hours=8),
        5,
    )


def test_a_job_moved_or_revised_raises_the_sequence() -> None:
    job = record(sequence=2)
    revise_job_record(job, teacher_id=9)
    assert (job.teacher_id, job.sequence) == (9, 3)
    revise_job_record(job)
    assert (job.teacher_id, job.sequence) == (9, 4)
