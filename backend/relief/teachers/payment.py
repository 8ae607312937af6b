"""The teacher's bank account and tax code (the last step of sign-up)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from relief.models import Teacher
from relief.teachers import rules
from relief.teachers.errors import (
    ChooseTaxCodeFromList,
    EnterNewZealandBankAccount,
    IrdNumberInvalid,
)
from relief.teachers.schemas import BankDetailsIn, BankDetailsOut


def details(teacher: Teacher) -> BankDetailsOut:
    return BankDetailsOut(
        bankAccountName=teacher.bank_account_name,
        bankAccountNumber=teacher.bank_account_number,
        taxNumber=teacher.tax_number,
        taxCode=teacher.tax_code,
    )


def update(db: Session, teacher: Teacher, payload: BankDetailsIn) -> BankDetailsOut:
    """Keep the bank account, IRD number and tax code, each checked for its shape."""
    account = rules.bank_account_number(payload.bankAccountNumber)
    if account is None:
        raise EnterNewZealandBankAccount()
    ird = rules.ird_number(payload.taxNumber)
    if ird is None:
        raise IrdNumberInvalid()
    code = rules.tax_code(payload.taxCode)
    if code is None:
        raise ChooseTaxCodeFromList()
    teacher.bank_account_name = payload.bankAccountName
    teacher.bank_account_number = account
    teacher.tax_number = ird
    teacher.tax_code = code
    db.flush()
    return details(teacher)
