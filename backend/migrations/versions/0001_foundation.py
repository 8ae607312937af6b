"""Accounts, centres, teachers, notices and reference data.

Revision ID: 0001
Revises: 
Create Date: 2026-11-22 05:17:49.411085
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types


revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table('captchas',
    sa.Column('uuid', sa.String(length=36), nullable=False),
    sa.Column('answer', sa.String(length=16), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('expires_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('used_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('uuid', name=op.f('pk_captchas'))
    )
    with op.batch_alter_table('captchas', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_captchas_expires_at'), ['expires_at'], unique=False)

    op.create_table('dictionaries',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=64), nullable=False),
    sa.Column('description', sa.String(length=255), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_dictionaries')),
    sa.UniqueConstraint('name', name=op.f('uq_dictionaries_name'))
    )
    op.create_table('holidays',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('day', sa.Date(), nullable=False),
    sa.Column('name', sa.String(length=64), nullable=False),
    sa.Column('region', sa.String(length=64), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_holidays')),
    sa.UniqueConstraint('day', 'region', name='uq_holidays_day_region')
    )
    with op.batch_alter_table('holidays', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_holidays_day'), ['day'], unique=False)

    op.create_table('login_attempts',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('account', sa.String(length=254), nullable=False),
    sa.Column('client_address', sa.String(length=64), nullable=False),
    sa.Column('succeeded', sa.Boolean(), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_login_attempts'))
    )
    with op.batch_alter_table('login_attempts', schema=None) as batch_op:
        batch_op.create_index('ix_login_attempts_account_at', ['account', 'created_at'], unique=False)
        batch_op.create_index('ix_login_attempts_address_at', ['client_address', 'created_at'], unique=False)

    op.create_table('system_settings',
    sa.Column('key', sa.String(length=64), nullable=False),
    sa.Column('value', sa.Text(), nullable=False),
    sa.Column('updated_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_system_settings'))
    )
    op.create_table('teacher_ranks',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=32), nullable=False),
    sa.Column('points_needed', sa.Integer(), nullable=False),
    sa.Column('qualified_rate', relief.kit.types.Money(), nullable=False),
    sa.Column('unqualified_rate', relief.kit.types.Money(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_teacher_ranks')),
    sa.UniqueConstraint('name', name=op.f('uq_teacher_ranks_name')),
    sa.UniqueConstraint('points_needed', name=op.f('uq_teacher_ranks_points_needed'))
    )
    op.create_table('users',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('phone', sa.String(length=32), nullable=True),
    sa.Column('password_hash', sa.String(length=255), nullable=False),
    sa.Column('password_is_default', sa.Boolean(), nullable=False),
    sa.Column('enabled', sa.Boolean(), nullable=False),
    sa.Column('deactive_type', sa.Integer(), nullable=True),
    sa.Column('deactive_reason', sa.Text(), nullable=True),
    sa.Column('deactive_notice', sa.Text(), nullable=True),
    sa.Column('deactivated_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('agreed', sa.Boolean(), nullable=False),
    sa.Column('agreed_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('device_token', sa.String(length=255), nullable=True),
    sa.Column('device_type', sa.String(length=32), nullable=True),
    sa.Column('avatar', sa.String(length=255), nullable=True),
    sa.Column('level', sa.Integer(), nullable=False),
    sa.Column('last_login_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_users')),
    sa.UniqueConstraint('email', name=op.f('uq_users_email'))
    )
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.create_index('ix_users_disabled', ['id'], unique=False, postgresql_where=sa.text('NOT enabled'), sqlite_where=sa.text('NOT enabled'))

    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_users_kind'), ['kind'], unique=False)

    op.create_table('auth_sessions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('expires_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('revoked_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('client_address', sa.String(length=64), nullable=True),
    sa.Column('device_type', sa.String(length=32), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_auth_sessions_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_auth_sessions')),
    sa.UniqueConstraint('token_hash', name=op.f('uq_auth_sessions_token_hash'))
    )
    with op.batch_alter_table('auth_sessions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_auth_sessions_user_id'), ['user_id'], unique=False)

    op.create_table('centres',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=20), nullable=False),
    sa.Column('licence_number', sa.String(length=64), nullable=True),
    sa.Column('company_name', sa.String(length=128), nullable=True),
    sa.Column('gst_number', sa.String(length=32), nullable=True),
    sa.Column('contact_person', sa.String(length=64), nullable=True),
    sa.Column('email', sa.String(length=254), nullable=True),
    sa.Column('phone', sa.String(length=32), nullable=True),
    sa.Column('latitude', sa.Float(), nullable=False),
    sa.Column('longitude', sa.Float(), nullable=False),
    sa.Column('address', sa.String(length=255), nullable=True),
    sa.Column('city', sa.String(length=64), nullable=True),
    sa.Column('suburb', sa.String(length=64), nullable=True),
    sa.Column('postal_code', sa.String(length=16), nullable=True),
    sa.Column('country', sa.String(length=64), nullable=True),
    sa.Column('time_zone', sa.String(length=64), nullable=False),
    sa.Column('qualified_rate', relief.kit.types.Money(), nullable=True),
    sa.Column('unqualified_rate', relief.kit.types.Money(), nullable=True),
    sa.Column('qualified_discount', relief.kit.types.Money(), nullable=True),
    sa.Column('unqualified_discount', relief.kit.types.Money(), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_centres_user_id_users')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_centres')),
    sa.UniqueConstraint('user_id', name=op.f('uq_centres_user_id'))
    )
    op.create_table('dictionary_entries',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('dictionary_id', sa.Integer(), nullable=False),
    sa.Column('value', sa.String(length=64), nullable=False),
    sa.Column('label', sa.String(length=128), nullable=False),
    sa.Column('label_zh', sa.String(length=128), nullable=False),
    sa.Column('sort', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['dictionary_id'], ['dictionaries.id'], name=op.f('fk_dictionary_entries_dictionary_id_dictionaries'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_dictionary_entries')),
    sa.UniqueConstraint('dictionary_id', 'value', name='uq_dictionary_entries_value')
    )
    with op.batch_alter_table('dictionary_entries', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_dictionary_entries_dictionary_id'), ['dictionary_id'], unique=False)

    op.create_table('notices',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=64), nullable=False),
    sa.Column('title', sa.String(length=255), nullable=False),
    sa.Column('body', sa.Text(), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('read_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_notices_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_notices'))
    )
    with op.batch_alter_table('notices', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_notices_created_at'), ['created_at'], unique=False)
        batch_op.create_index('ix_notices_user_read', ['user_id', 'read_at'], unique=False)

    op.create_table('teachers',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('first_name', sa.String(length=64), nullable=False),
    sa.Column('last_name', sa.String(length=64), nullable=False),
    sa.Column('birthday', sa.Date(), nullable=True),
    sa.Column('gender', sa.Integer(), nullable=False),
    sa.Column('mobile', sa.String(length=32), nullable=True),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('registration_number', sa.String(length=32), nullable=True),
    sa.Column('qualification', sa.Integer(), nullable=False),
    sa.Column('talent_pool', sa.Integer(), nullable=True),
    sa.Column('approval', sa.Integer(), nullable=False),
    sa.Column('free_job_seeker', sa.Boolean(), nullable=False),
    sa.Column('address', sa.String(length=255), nullable=True),
    sa.Column('city', sa.String(length=64), nullable=True),
    sa.Column('suburb', sa.String(length=64), nullable=True),
    sa.Column('postal_code', sa.String(length=16), nullable=True),
    sa.Column('latitude', sa.Float(), nullable=False),
    sa.Column('longitude', sa.Float(), nullable=False),
    sa.Column('travel_radius_km', sa.Integer(), nullable=False),
    sa.Column('rank_id', sa.Integer(), nullable=False),
    sa.Column('points', sa.Integer(), nullable=False),
    sa.Column('rating', sa.Numeric(precision=3, scale=2), nullable=True),
    sa.Column('completed_minutes', sa.Integer(), nullable=False),
    sa.Column('last_job_at', relief.kit.types.UTCDateTime(timezone=True), nullable=True),
    sa.Column('philosophy', sa.Text(), nullable=True),
    sa.Column('tax_number', sa.String(length=32), nullable=True),
    sa.Column('tax_code', sa.String(length=16), nullable=True),
    sa.Column('bank_account_name', sa.String(length=128), nullable=True),
    sa.Column('bank_account_number', sa.String(length=32), nullable=True),
    sa.Column('registration_expiry', sa.Date(), nullable=True),
    sa.Column('first_aid_date', sa.Date(), nullable=True),
    sa.Column('first_aid_expiry', sa.Date(), nullable=True),
    sa.Column('police_vetting_expiry', sa.Date(), nullable=True),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['rank_id'], ['teacher_ranks.id'], name=op.f('fk_teachers_rank_id_teacher_ranks')),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_teachers_user_id_users')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_teachers')),
    sa.UniqueConstraint('user_id', name=op.f('uq_teachers_user_id'))
    )
    with op.batch_alter_table('teachers', schema=None) as batch_op:
        batch_op.create_index('ix_teachers_matching', ['approval', 'qualification', 'talent_pool', 'latitude', 'longitude'], unique=False, postgresql_include=['id', 'user_id', 'travel_radius_km', 'gender', 'registration_expiry', 'first_aid_expiry', 'police_vetting_expiry'])
        batch_op.create_index(batch_op.f('ix_teachers_registration_number'), ['registration_number'], unique=False)




def downgrade() -> None:

    with op.batch_alter_table('teachers', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_teachers_registration_number'))
        batch_op.drop_index('ix_teachers_matching')

    op.drop_table('teachers')
    with op.batch_alter_table('notices', schema=None) as batch_op:
        batch_op.drop_index('ix_notices_user_read')
        batch_op.drop_index(batch_op.f('ix_notices_created_at'))

    op.drop_table('notices')
    with op.batch_alter_table('dictionary_entries', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_dictionary_entries_dictionary_id'))

    op.drop_table('dictionary_entries')
    op.drop_table('centres')
    with op.batch_alter_table('auth_sessions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_auth_sessions_user_id'))

    op.drop_table('auth_sessions')
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_users_kind'))

    op.drop_table('users')
    op.drop_table('teacher_ranks')
    op.drop_table('system_settings')
    with op.batch_alter_table('login_attempts', schema=None) as batch_op:
        batch_op.drop_index('ix_login_attempts_address_at')
        batch_op.drop_index('ix_login_attempts_account_at')

    op.drop_table('login_attempts')
    with op.batch_alter_table('holidays', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_holidays_day'))

    op.drop_table('holidays')
    op.drop_table('dictionaries')
    with op.batch_alter_table('captchas', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_captchas_expires_at'))

    op.drop_table('captchas')

