"""Parked tasks and e-mails, and the workers' heartbeats

Revision ID: 0006w
Revises: 0006n
Create Date: 2026-11-24 05:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types


revision: str = '0006w'
down_revision: str | None = "0006s"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('worker_heartbeats',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('host', sa.String(length=255), nullable=False),
    sa.Column('pid', sa.Integer(), nullable=False),
    sa.Column('started_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('beat_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_worker_heartbeats'))
    )
    with op.batch_alter_table('worker_heartbeats', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_worker_heartbeats_beat_at'), ['beat_at'], unique=False)

    with op.batch_alter_table('tasks', schema=None) as batch_op:
        batch_op.add_column(sa.Column('failed_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True))
        batch_op.drop_index('ix_tasks_due')
        batch_op.create_index('ix_tasks_due', ['done_at', 'failed_at', 'due_at'], unique=False)
        batch_op.create_index('ix_tasks_failed', ['failed_at'], unique=False)

    with op.batch_alter_table('outbox', schema=None) as batch_op:
        batch_op.add_column(sa.Column('failed_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True))
        batch_op.drop_index('ix_outbox_due')
        batch_op.create_index('ix_outbox_due', ['sent_at', 'failed_at', 'next_attempt_at'], unique=False)
        batch_op.create_index('ix_outbox_failed', ['failed_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('outbox', schema=None) as batch_op:
        batch_op.drop_index('ix_outbox_failed')
        batch_op.drop_index('ix_outbox_due')
        batch_op.create_index('ix_outbox_due', ['sent_at', 'next_attempt_at'], unique=False)
        batch_op.drop_column('failed_at')

    with op.batch_alter_table('tasks', schema=None) as batch_op:
        batch_op.drop_index('ix_tasks_failed')
        batch_op.drop_index('ix_tasks_due')
        batch_op.create_index('ix_tasks_due', ['done_at', 'due_at'], unique=False)
        batch_op.drop_column('failed_at')

    with op.batch_alter_table('worker_heartbeats', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_worker_heartbeats_beat_at'))

    op.drop_table('worker_heartbeats')
