"""One-time codes and vouchers.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22 06:22:01.094070
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types


revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table('verification_codes',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('channel', sa.String(length=8), nullable=False),
    sa.Column('target', sa.String(length=254), nullable=False),
    sa.Column('purpose', sa.String(length=16), nullable=False),
    sa.Column('code_hash', sa.String(length=64), nullable=False),
    sa.Column('client_address', sa.String(length=64), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('expires_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('used_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('wrong_tries', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_verification_codes'))
    )
    with op.batch_alter_table('verification_codes', schema=None) as batch_op:
        batch_op.create_index('ix_verification_codes_address', ['client_address', 'created_at'], unique=False)
        batch_op.create_index('ix_verification_codes_target', ['channel', 'target', 'purpose', 'created_at'], unique=False)

    op.create_table('vouchers',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('centre_id', sa.Integer(), nullable=False),
    sa.Column('voucher_type', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=64), nullable=False),
    sa.Column('par_value', relief.kit.types.Money(), nullable=False),
    sa.Column('use_type', sa.Integer(), nullable=False),
    sa.Column('status', sa.Integer(), nullable=False),
    sa.Column('booking_id', sa.Integer(), nullable=True),
    sa.Column('issued_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('expires_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['booking_id'], ['bookings.id'], name=op.f('fk_vouchers_booking_id_bookings')),
    sa.ForeignKeyConstraint(['centre_id'], ['centres.id'], name=op.f('fk_vouchers_centre_id_centres')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_vouchers'))
    )
    with op.batch_alter_table('vouchers', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_vouchers_centre_id'), ['centre_id'], unique=False)




def downgrade() -> None:

    with op.batch_alter_table('vouchers', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_vouchers_centre_id'))

    op.drop_table('vouchers')
    with op.batch_alter_table('verification_codes', schema=None) as batch_op:
        batch_op.drop_index('ix_verification_codes_target')
        batch_op.drop_index('ix_verification_codes_address')

    op.drop_table('verification_codes')

