"""Invoices worded in the centre's language: the lines' descriptions (worded
when the line is billed) and the PDF's labels (worded when it is drawn)."""

from __future__ import annotations

from datetime import date

from relief.kit.language import Language
from relief.models import InvoiceStatus


def _day(day: date, language: Language) -> str:
    return f"{day.year}年{day.month}月{day.day}日" if language == "zh" else f"{day:%a %d %b %Y}"


def time_sheet_line(work_date: date, teacher: str, language: Language) -> str:
    return f"{_day(work_date, language)} {teacher}"


def cancellation_fee_line(day: date, language: Language) -> str:
    if language == "zh":
        return f"取消费 {_day(day, language)}"
    return f"Cancellation fee {_day(day, language)}"


def placement_fee_line(teacher: str, offer_title: str, language: Language) -> str:
    if language == "zh":
        return f"录用费：{teacher}（{offer_title}）"
    return f"Placement fee: {teacher} ({offer_title})"


def voucher_discount_line(voucher: str, language: Language) -> str:
    """The voucher's discount as a line of its own (the accounting export)."""
    if language == "zh":
        return f"代金券抵扣：{voucher}"
    return f"Voucher discount: {voucher}"


def reference(booking_id: int | None, week_start: date | None, language: Language) -> str:
    """What an invoice is for, in a word: its booking's week, or a placement fee."""
    if booking_id is None or week_start is None:
        return "录用费" if language == "zh" else "Placement fee"
    if language == "zh":
        return f"预订 {booking_id}，{_day(week_start, language)} 起的一周"
    return f"Booking {booking_id}, week of {week_start:%d %b %Y}"


def date_text(day: date, language: Language) -> str:
    return f"{day.year}年{day.month}月{day.day}日" if language == "zh" else f"{day:%d %b %Y}"


STATUS = {
    "en": {
        InvoiceStatus.draft: "Draft",
        InvoiceStatus.unpaid: "Unpaid",
        InvoiceStatus.paid: "Paid",
        InvoiceStatus.overdue: "Overdue",
    },
    "zh": {
        InvoiceStatus.draft: "草稿",
        InvoiceStatus.unpaid: "未付款",
        InvoiceStatus.paid: "已付款",
        InvoiceStatus.overdue: "已逾期",
    },
}

# The PDF's labels, by language.
LABELS: dict[str, dict[str, str]] = {
    "en": {
        "invoice": "Invoice {number}",
        "gst_number": "GST number: {number}",
        "tax_invoice": "TAX INVOICE",
        "number": "Invoice number: {number}",
        "issued": "Issued: {day}",
        "due": "Due: {day}",
        "status": "Status: {status}",
        "paid": "Paid: {day}",
        "week": "Booking {booking}, week starting {day}",
        "bill_to": "Bill to",
        "description": "Description",
        "hours": "Hours",
        "rate": "Rate",
        "amount": "Amount",
        "subtotal": "Subtotal",
        "discount": "Voucher discount ({voucher})",
        "gst": "GST ({rate}%)",
        "total": "Total (NZD)",
        "payment": "Payment",
        "bank_account": "Bank account: {account} ({name})",
        "reference": "Payment reference: {number}",
        "pay": "Please pay {total} by {day} to {account}, reference {number}.",
        "paid_thanks": "Paid on {day}. Thank you.",
    },
    "zh": {
        "invoice": "发票 {number}",
        "gst_number": "GST 税号：{number}",
        "tax_invoice": "税务发票 TAX INVOICE",
        "number": "发票号码：{number}",
        "issued": "开具日期：{day}",
        "due": "付款截止：{day}",
        "status": "状态：{status}",
        "paid": "付款日期：{day}",
        "week": "预订 {booking}，{day} 起的一周",
        "bill_to": "付款方",
        "description": "说明",
        "hours": "小时",
        "rate": "时薪",
        "amount": "金额",
        "subtotal": "小计",
        "discount": "代金券抵扣（{voucher}）",
        "gst": "GST（{rate}%）",
        "total": "总计（新西兰元）",
        "payment": "付款方式",
        "bank_account": "收款银行账户：{account}（{name}）",
        "reference": "付款参考号：{number}",
        "pay": "请于 {day} 前将 {total} 支付至 {account}，付款参考号 {number}。",
        "paid_thanks": "已于 {day} 付款，谢谢。",
    },
}
