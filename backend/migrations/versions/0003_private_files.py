"""Private files and teachers' documents.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22 06:16:38.546202
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import relief.kit.types


revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table('stored_files',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('owner_user_id', sa.Integer(), nullable=False),
    sa.Column('key', sa.String(length=128), nullable=False),
    sa.Column('file_name', sa.String(length=255), nullable=False),
    sa.Column('content_type', sa.String(length=64), nullable=False),
    sa.Column('size', sa.Integer(), nullable=False),
    sa.Column('created_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['owner_user_id'], ['users.id'], name=op.f('fk_stored_files_owner_user_id_users')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_stored_files')),
    sa.UniqueConstraint('key', name=op.f('uq_stored_files_key'))
    )
    with op.batch_alter_table('stored_files', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_stored_files_owner_user_id'), ['owner_user_id'], unique=False)

    op.create_table('teacher_documents',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('teacher_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=32), nullable=False),
    sa.Column('file_id', sa.Integer(), nullable=False),
    sa.Column('issued_on', sa.Date(), nullable=True),
    sa.Column('expires_on', sa.Date(), nullable=True),
    sa.Column('uploaded_at', relief.kit.types.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['file_id'], ['stored_files.id'], name=op.f('fk_teacher_documents_file_id_stored_files')),
    sa.ForeignKeyConstraint(['teacher_id'], ['teachers.id'], name=op.f('fk_teacher_documents_teacher_id_teachers')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_teacher_documents')),
    sa.UniqueConstraint('teacher_id', 'kind', name='uq_teacher_documents_kind')
    )
    with op.batch_alter_table('teacher_documents', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_teacher_documents_teacher_id'), ['teacher_id'], unique=False)




def downgrade() -> None:

    with op.batch_alter_table('teacher_documents', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_teacher_documents_teacher_id'))

    op.drop_table('teacher_documents')
    with op.batch_alter_table('stored_files', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_stored_files_owner_user_id'))

    op.drop_table('stored_files')

