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
        "discount": "Voucher discount",
        "gst": "GST ({rate}%)",
        "total": "Total (NZD)",
        "pay": "Please pay {total} by {day}, quoting {number}.",
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
        "discount": "代金券抵扣",
        "gst": "GST（{rate}%）",
        "total": "总计（新西兰元）",
        "pay": "请于 {day} 前支付 {total}，并注明 {number}。",
    },
}
