"""Booking engine: bookings, days, invites, job records, timeline, quotes,
favourites, blocks, unavailability, pay parity, tasks, outbox, clock.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22 05:34:47.308420
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('clock_offset',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('seconds', sa.Integer(), nullable=False),
    sa.Column('updated_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_clock_offset'))
    )
    op.create_table('pay_parity_steps',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=64), nullable=False),
    sa.Column('minimum_rate', relief.kit.types.Money(), nullable=False),
    sa.Column('effective_from', sa.Date(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_pay_parity_steps'))
    )
    with op.batch_alter_table('pay_parity_steps', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_pay_parity_steps_effective_from'), ['effective_from'], unique=False)

    op.create_table('tasks',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=48), nullable=False),
    sa.Column('ref_id', sa.Integer(), nullable=False),
    sa.Column('ref_version', sa.Integer(), nullable=False),
    sa.Column('due_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('last_error', sa.Text(), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('done_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_tasks'))
    )
    with op.batch_alter_table('tasks', schema=None) as batch_op:
        batch_op.create_index('ix_tasks_due', ['done_at', 'due_at'], unique=False)

    op.create_table('blocked_teachers',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('centre_id', sa.Integer(), nullable=False),
    sa.Column('teacher_id', sa.Integer(), nullable=False),
    sa.Column('reason', sa.String(length=500), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['centre_id'], ['centres.id'], name=op.f('fk_blocked_teachers_centre_id_centres')),
    sa.ForeignKeyConstraint(['teacher_id'], ['teachers.id'], name=op.f('fk_blocked_teachers_teacher_id_teachers')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_blocked_teachers')),
    sa.UniqueConstraint('centre_id', 'teacher_id', name='uq_blocked_teachers_pair')
    )
    with op.batch_alter_table('blocked_teachers', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_blocked_teachers_centre_id'), ['centre_id'], unique=False)

    op.create_table('bookings',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('centre_id', sa.Integer(), nullable=False),
    sa.Column('parent_id', sa.Integer(), nullable=True),
    sa.Column('booking_type', sa.Integer(), nullable=False),
    sa.Column('status', sa.Integer(), nullable=False),
    sa.Column('invite_type', sa.Integer(), nullable=False),
    sa.Column('qualification', sa.Integer(), nullable=False),
    sa.Column('gender', sa.Integer(), nullable=False),
    sa.Column('gender_justification', sa.String(length=500), nullable=True),
    sa.Column('age_group', sa.Integer(), nullable=False),
    sa.Column('talent_pool', sa.Integer(), nullable=False),
    sa.Column('invite_range_km', sa.Integer(), nullable=False),
    sa.Column('number_of_teachers', sa.Integer(), nullable=False),
    sa.Column('notes', sa.Text(), nullable=True),
    sa.Column('auto_confirm', sa.Boolean(), nullable=False),
    sa.Column('multi_day', sa.Boolean(), nullable=False),
    sa.Column('include_weekends', sa.Boolean(), nullable=False),
    sa.Column('include_holidays', sa.Boolean(), nullable=False),
    sa.Column('repeat_weekdays', sa.String(length=16), nullable=False),
    sa.Column('starts_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('ends_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('hourly_rate', relief.kit.types.Money(), nullable=False),
    sa.Column('boost_incentive', relief.kit.types.Money(), nullable=True),
    sa.Column('boosted_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('stage', sa.Integer(), nullable=False),
    sa.Column('stage_started_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('stage_ends_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('cancel_reason', sa.String(length=255), nullable=True),
    sa.Column('canceled_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('confirmed_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('failed_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint('number_of_teachers BETWEEN 1 AND 20', name=op.f('ck_bookings_teachers_range')),
    sa.ForeignKeyConstraint(['centre_id'], ['centres.id'], name=op.f('fk_bookings_centre_id_centres')),
    sa.ForeignKeyConstraint(['parent_id'], ['bookings.id'], name=op.f('fk_bookings_parent_id_bookings')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_bookings'))
    )
    with op.batch_alter_table('bookings', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_bookings_centre_id'), ['centre_id'], unique=False)
        batch_op.create_index('ix_bookings_centre_status', ['centre_id', 'status', 'starts_at'], unique=False)

    op.create_table('creation_reports',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('centre_id', sa.Integer(), nullable=False),
    sa.Column('process_id', sa.String(length=16), nullable=False),
    sa.Column('process_type', sa.Integer(), nullable=False),
    sa.Column('talent_pool', sa.Integer(), nullable=True),
    sa.Column('starts_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('ends_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('gender', sa.Integer(), nullable=False),
    sa.Column('utilization', sa.Integer(), nullable=True),
    sa.Column('live_rate', relief.kit.types.Money(), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['centre_id'], ['centres.id'], name=op.f('fk_creation_reports_centre_id_centres')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_creation_reports'))
    )
    with op.batch_alter_table('creation_reports', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_creation_reports_centre_id'), ['centre_id'], unique=False)

    op.create_table('favourites',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('centre_id', sa.Integer(), nullable=False),
    sa.Column('teacher_id', sa.Integer(), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['centre_id'], ['centres.id'], name=op.f('fk_favourites_centre_id_centres')),
    sa.ForeignKeyConstraint(['teacher_id'], ['teachers.id'], name=op.f('fk_favourites_teacher_id_teachers')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_favourites')),
    sa.UniqueConstraint('centre_id', 'teacher_id', name='uq_favourites_pair')
    )
    with op.batch_alter_table('favourites', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_favourites_centre_id'), ['centre_id'], unique=False)

    op.create_table('live_quotes',
    sa.Column('process_id', sa.String(length=16), nullable=False),
    sa.Column('centre_id', sa.Integer(), nullable=False),
    sa.Column('draft_digest', sa.String(length=64), nullable=False),
    sa.Column('hourly_rate', relief.kit.types.Money(), nullable=False),
    sa.Column('total', relief.kit.types.Money(), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('expires_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('used_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['centre_id'], ['centres.id'], name=op.f('fk_live_quotes_centre_id_centres')),
    sa.PrimaryKeyConstraint('process_id', name=op.f('pk_live_quotes'))
    )
    with op.batch_alter_table('live_quotes', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_live_quotes_centre_id'), ['centre_id'], unique=False)

    op.create_table('outbox',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('notice_id', sa.Integer(), nullable=True),
    sa.Column('channel', sa.String(length=16), nullable=False),
    sa.Column('recipient', sa.String(length=254), nullable=False),
    sa.Column('subject', sa.String(length=255), nullable=False),
    sa.Column('body', sa.Text(), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('next_attempt_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('last_error', sa.Text(), nullable=True),
    sa.Column('sent_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['notice_id'], ['notices.id'], name=op.f('fk_outbox_notice_id_notices'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_outbox'))
    )
    with op.batch_alter_table('outbox', schema=None) as batch_op:
        batch_op.create_index('ix_outbox_due', ['sent_at', 'next_attempt_at'], unique=False)

    op.create_table('teacher_unavailability',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('teacher_id', sa.Integer(), nullable=False),
    sa.Column('starts_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('ends_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('note', sa.String(length=255), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint('ends_at > starts_at', name=op.f('ck_teacher_unavailability_ends_after_start')),
    sa.ForeignKeyConstraint(['teacher_id'], ['teachers.id'], name=op.f('fk_teacher_unavailability_teacher_id_teachers')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_teacher_unavailability'))
    )
    with op.batch_alter_table('teacher_unavailability', schema=None) as batch_op:
        batch_op.create_index('ix_teacher_unavailability_teacher_time', ['teacher_id', 'starts_at', 'ends_at'], unique=False)

    op.create_table('booking_days',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('booking_id', sa.Integer(), nullable=False),
    sa.Column('day', sa.Date(), nullable=False),
    sa.Column('starts_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('ends_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('break_minutes', sa.Integer(), nullable=False),
    sa.Column('hourly_rate', relief.kit.types.Money(), nullable=False),
    sa.Column('weekend', sa.Boolean(), nullable=False),
    sa.Column('holiday', sa.Boolean(), nullable=False),
    sa.Column('canceled_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['booking_id'], ['bookings.id'], name=op.f('fk_booking_days_booking_id_bookings')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_booking_days')),
    sa.UniqueConstraint('booking_id', 'day', name='uq_booking_days_day')
    )
    with op.batch_alter_table('booking_days', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_booking_days_booking_id'), ['booking_id'], unique=False)

    op.create_table('booking_events',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('booking_id', sa.Integer(), nullable=False),
    sa.Column('at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('kind', sa.String(length=48), nullable=False),
    sa.Column('data', sa.Text(), nullable=False),
    sa.ForeignKeyConstraint(['booking_id'], ['bookings.id'], name=op.f('fk_booking_events_booking_id_bookings')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_booking_events'))
    )
    with op.batch_alter_table('booking_events', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_booking_events_booking_id'), ['booking_id'], unique=False)

    op.create_table('invites',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('booking_id', sa.Integer(), nullable=False),
    sa.Column('teacher_id', sa.Integer(), nullable=False),
    sa.Column('status', sa.Integer(), nullable=False),
    sa.Column('stage', sa.Integer(), nullable=False),
    sa.Column('distance_km', sa.Float(), nullable=False),
    sa.Column('hourly_rate', relief.kit.types.Money(), nullable=False),
    sa.Column('invited_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('answered_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('confirmed_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('closed_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['booking_id'], ['bookings.id'], name=op.f('fk_invites_booking_id_bookings')),
    sa.ForeignKeyConstraint(['teacher_id'], ['teachers.id'], name=op.f('fk_invites_teacher_id_teachers')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_invites')),
    sa.UniqueConstraint('booking_id', 'teacher_id', name='uq_invites_booking_teacher')
    )
    with op.batch_alter_table('invites', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_invites_booking_id'), ['booking_id'], unique=False)
        batch_op.create_index('ix_invites_teacher_status', ['teacher_id', 'status'], unique=False)

    op.create_table('job_records',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('booking_id', sa.Integer(), nullable=False),
    sa.Column('booking_day_id', sa.Integer(), nullable=False),
    sa.Column('teacher_id', sa.Integer(), nullable=False),
    sa.Column('invite_id', sa.Integer(), nullable=True),
    sa.Column('centre_id', sa.Integer(), nullable=False),
    sa.Column('status', sa.Integer(), nullable=False),
    sa.Column('seat_no', sa.Integer(), nullable=False),
    sa.Column('seats', sa.Integer(), nullable=False),
    sa.Column('starts_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('ends_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('break_minutes', sa.Integer(), nullable=False),
    sa.Column('hourly_rate', relief.kit.types.Money(), nullable=False),
    sa.Column('leave_reason', sa.String(length=500), nullable=True),
    sa.Column('leave_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('cancel_reason', sa.String(length=255), nullable=True),
    sa.Column('canceled_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('cancel_fee', relief.kit.types.Money(), nullable=True),
    sa.Column('extension_ends_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('extension_asked_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('extension_answer', sa.Integer(), nullable=True),
    sa.Column('finished_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.CheckConstraint('ends_at > starts_at', name=op.f('ck_job_records_ends_after_start')),
    sa.CheckConstraint('seat_no BETWEEN 1 AND seats', name=op.f('ck_job_records_seat_in_range')),
    sa.ForeignKeyConstraint(['booking_day_id'], ['booking_days.id'], name=op.f('fk_job_records_booking_day_id_booking_days')),
    sa.ForeignKeyConstraint(['booking_id'], ['bookings.id'], name=op.f('fk_job_records_booking_id_bookings')),
    sa.ForeignKeyConstraint(['centre_id'], ['centres.id'], name=op.f('fk_job_records_centre_id_centres')),
    sa.ForeignKeyConstraint(['invite_id'], ['invites.id'], name=op.f('fk_job_records_invite_id_invites')),
    sa.ForeignKeyConstraint(['teacher_id'], ['teachers.id'], name=op.f('fk_job_records_teacher_id_teachers')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_job_records'))
    )
    with op.batch_alter_table('job_records', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_job_records_booking_id'), ['booking_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_job_records_centre_id'), ['centre_id'], unique=False)
        batch_op.create_index('ix_job_records_teacher_time', ['teacher_id', 'starts_at'], unique=False)
        batch_op.create_index('uq_job_records_active_seat', ['booking_day_id', 'seat_no'], unique=True, postgresql_where=sa.text('status IN (2, 6)'), sqlite_where=sa.text('status IN (2, 6)'))
        batch_op.create_index('uq_job_records_active_teacher_day', ['booking_day_id', 'teacher_id'], unique=True, postgresql_where=sa.text('status IN (2, 6)'), sqlite_where=sa.text('status IN (2, 6)'))

    if op.get_bind().dialect.name == "postgresql":
        # Great-circle distance in km, as relief.kit.geo.distance_km (SQLite
        # gets the Python function on every connection).
        op.execute(
            "CREATE OR REPLACE FUNCTION distance_km("
            "lat1 double precision, lon1 double precision, "
            "lat2 double precision, lon2 double precision) "
            "RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ "
            "SELECT 2 * 6371.0088 * asin(least(1.0, sqrt("
            "power(sin(radians(lat2 - lat1) / 2), 2) + "
            "cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)"
            "))) $$"
        )
        # No teacher in two places at once, enforced by the database.
        op.execute("CREATE EXTENSION IF NOT EXISTS btree_gist")
        op.execute(
            "ALTER TABLE job_records ADD CONSTRAINT ex_job_records_teacher_overlap "
            "EXCLUDE USING gist (teacher_id WITH =, tstzrange(starts_at, ends_at) WITH &&) "
            "WHERE (status IN (2, 6))"
        )

    with op.batch_alter_table('notices', schema=None) as batch_op:
        batch_op.add_column(sa.Column('data', sa.Text(), nullable=False, server_default='{}'))



def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP FUNCTION IF EXISTS distance_km")
    with op.batch_alter_table('notices', schema=None) as batch_op:
        batch_op.drop_column('data')

    with op.batch_alter_table('job_records', schema=None) as batch_op:
        batch_op.drop_index('uq_job_records_active_teacher_day', postgresql_where=sa.text('status IN (2, 6)'), sqlite_where=sa.text('status IN (2, 6)'))
        batch_op.drop_index('uq_job_records_active_seat', postgresql_where=sa.text('status IN (2, 6)'), sqlite_where=sa.text('status IN (2, 6)'))
        batch_op.drop_index('ix_job_records_teacher_time')
        batch_op.drop_index(batch_op.f('ix_job_records_centre_id'))
        batch_op.drop_index(batch_op.f('ix_job_records_booking_id'))

    op.drop_table('job_records')
    with op.batch_alter_table('invites', schema=None) as batch_op:
        batch_op.drop_index('ix_invites_teacher_status')
        batch_op.drop_index(batch_op.f('ix_invites_booking_id'))

    op.drop_table('invites')
    with op.batch_alter_table('booking_events', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_booking_events_booking_id'))

    op.drop_table('booking_events')
    with op.batch_alter_table('booking_days', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_booking_days_booking_id'))

    op.drop_table('booking_days')
    with op.batch_alter_table('teacher_unavailability', schema=None) as batch_op:
        batch_op.drop_index('ix_teacher_unavailability_teacher_time')

    op.drop_table('teacher_unavailability')
    with op.batch_alter_table('outbox', schema=None) as batch_op:
        batch_op.drop_index('ix_outbox_due')

    op.drop_table('outbox')
    with op.batch_alter_table('live_quotes', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_live_quotes_centre_id'))

    op.drop_table('live_quotes')
    with op.batch_alter_table('favourites', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_favourites_centre_id'))

    op.drop_table('favourites')
    with op.batch_alter_table('creation_reports', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_creation_reports_centre_id'))

    op.drop_table('creation_reports')
    with op.batch_alter_table('bookings', schema=None) as batch_op:
        batch_op.drop_index('ix_bookings_centre_status')
        batch_op.drop_index(batch_op.f('ix_bookings_centre_id'))

    op.drop_table('bookings')
    with op.batch_alter_table('blocked_teachers', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_blocked_teachers_centre_id'))

    op.drop_table('blocked_teachers')
    with op.batch_alter_table('tasks', schema=None) as batch_op:
        batch_op.drop_index('ix_tasks_due')

    op.drop_table('tasks')
    with op.batch_alter_table('pay_parity_steps', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_pay_parity_steps_effective_from'))

    op.drop_table('pay_parity_steps')
    op.drop_table('clock_offset')
