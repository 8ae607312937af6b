"""The accounting export's rules and Xero's layout, without a database: files
of 500, lines as quantity times unit amount, GST shared over the lines, and
every invoice's rows adding up to its own total."""

from __future__ import annotations

import csv
import io
from datetime import date
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from relief.invoices import rules, xero
from relief.invoices.errors import NoSuchPart, NothingIssuedInPeriod

D = Decimal


@pytest.mark.parametrize(
    ("count", "files"), [(0, 0), (1, 1), (499, 1), (500, 1), (501, 2), (1000, 2), (1001, 3)]
)
def test_a_file_holds_at_most_500_invoices(count: int, files: int) -> None:
    assert rules.INVOICES_PER_FILE == 500
    assert rules.files_for(count) == files


def test_each_part_is_the_next_500_oldest_first() -> None:
    assert rules.part_window(1) == (0, 500)
    assert rules.part_window(2) == (500, 500)
    assert rules.part_window(3) == (1000, 500)


def test_a_part_beyond_the_period_or_an_empty_period_is_refused() -> None:
    assert isinstance(rules.part_problem(1, 0), NothingIssuedInPeriod)
    assert rules.part_problem(1, 1) is None
    assert rules.part_problem(1, 500) is None
    beyond = rules.part_problem(2, 500)
    assert isinstance(beyond, NoSuchPart)
    assert beyond.msg == "There is no file 2: the period has 500 invoices, 500 to a file."
    assert rules.part_problem(2, 501) is None


def test_hours_at_their_rate_when_they_multiply_to_the_cent() -> None:
    assert rules.quantity_and_price(D("7.50"), D("32.00"), D("240.00")) == (D("7.50"), D("32.00"))
    assert rules.quantity_and_price(D("7.33"), D("30.00"), D("219.90")) == (D("7.33"), D("30.00"))
    # 7.33 x 37.55 = 275.2415, billed 275.24: one of the amount, never recomputed.
    assert rules.quantity_and_price(D("7.33"), D("37.55"), D("275.24")) == (D("1.00"), D("275.24"))
    # A fee or a discount has no hours.
    assert rules.quantity_and_price(None, None, D("57.60")) == (D("1.00"), D("57.60"))
    assert rules.quantity_and_price(None, None, D("-100.00")) == (D("1.00"), D("-100.00"))


def test_gst_is_each_lines_own_and_the_rounding_left_on_the_largest() -> None:
    # Three lines of 10.03 at 15%: 1.5045 each, rounded 1.50 each (4.50); the
    # invoice rounded once: 30.09 x 15% = 4.5135 -> 4.51. The cent goes on the largest.
    assert rules.line_taxes([D("10.03"), D("10.03"), D("10.03")], D("15"), D("4.51")) == [
        D("1.51"),
        D("1.50"),
        D("1.50"),
    ]
    # A voucher line takes its GST off: 192.00 - 100.00 at 15% = 13.80.
    assert rules.line_taxes([D("192.00"), D("-100.00")], D("15"), D("13.80")) == [
        D("28.80"),
        D("-15.00"),
    ]
    # A voucher that covers everything: no GST at all.
    assert rules.line_taxes([D("80.00"), D("-80.00")], D("15"), D("0.00")) == [
        D("12.00"),
        D("-12.00"),
    ]
    assert rules.line_taxes([D("80.00")], D("0"), D("0.00")) == [D("0.00")]
    assert rules.line_taxes([], D("15"), D("0.00")) == []


def test_xeros_names_of_the_gst_rates() -> None:
    assert rules.tax_type(D("15"), sale=True) == "15% GST on Income"
    assert rules.tax_type(D("15.00"), sale=True) == "15% GST on Income"
    assert rules.tax_type(D("15.00"), sale=False) == "15% GST on Expenses"
    assert rules.tax_type(D("12.5"), sale=True) == "12.5% GST on Income"
    assert rules.tax_type(D("0.00"), sale=True) == "No GST"


CONTACT = xero.Contact(
    name='Kowhai Kids, "The Nest" Ltd',
    email="accounts@kowhai.test",
    address_lines=("12 Great North Road", "Grey Lynn"),
    city="Auckland",
    region="Auckland",
    postal_code="1021",
    country="New Zealand",
)


def invoice(lines: tuple[xero.Line, ...], tax: D, total: D) -> xero.Invoice:
    return xero.Invoice(
        number="INV-2026-000042",
        reference="Booking 7, week of 02 Mar 2026",
        issued_on=date(2026, 3, 9),
        due_on=date(2026, 3, 16),
        tax_rate=D("15.00"),
        tax=tax,
        total=total,
        lines=lines,
    )


def parsed(content: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(content.decode("utf-8"))))


def test_the_file_has_xeros_columns_in_order_and_one_row_a_line() -> None:
    bill = invoice(
        (
            xero.Line("Mon 02 Mar 2026 Mere Tāne", D("6.00"), D("32.00"), D("192.00"), "200"),
            xero.Line("Cancellation fee Tue 03 Mar 2026", None, None, D("57.60"), "260"),
            xero.Line("Voucher discount: Welcome voucher", None, None, D("-100.00"), "210"),
        ),
        tax=D("22.44"),
        total=D("172.04"),
    )
    content = xero.csv_bytes([(bill, CONTACT)], sale=True)
    head = content.split(b"\r\n")[0].decode()
    assert head == (
        "*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,"
        "POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,"
        "*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,"
        "Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,"
        "TrackingName2,TrackingOption2,Currency,BrandingTheme"
    )
    rows = parsed(content)
    assert len(rows) == 3
    first = rows[0]
    # A comma and quotes in the name are quoted, and read back as written.
    assert first["*ContactName"] == 'Kowhai Kids, "The Nest" Ltd'
    assert b'"Kowhai Kids, ""The Nest"" Ltd"' in content
    assert (first["POAddressLine1"], first["POAddressLine2"], first["POAddressLine3"]) == (
        "12 Great North Road",
        "Grey Lynn",
        "",
    )
    assert (first["POCity"], first["POPostalCode"], first["POCountry"]) == (
        "Auckland",
        "1021",
        "New Zealand",
    )
    assert {row["*InvoiceNumber"] for row in rows} == {"INV-2026-000042"}
    assert {(row["*InvoiceDate"], row["*DueDate"]) for row in rows} == {
        ("09/03/2026", "16/03/2026")
    }
    assert {row["Total"] for row in rows} == {"172.04"}
    assert {row["*TaxType"] for row in rows} == {"15% GST on Income"}
    assert {row["Currency"] for row in rows} == {"NZD"}
    assert [row["Discount"] for row in rows] == ["", "", ""]
    assert [
        (row["*Description"], row["*Quantity"], row["*UnitAmount"], row["*AccountCode"])
        for row in rows
    ] == [
        ("Mon 02 Mar 2026 Mere Tāne", "6.00", "32.00", "200"),
        ("Cancellation fee Tue 03 Mar 2026", "1.00", "57.60", "260"),
        ("Voucher discount: Welcome voucher", "1.00", "-100.00", "210"),
    ]
    # UTF-8 without a byte order mark.
    assert content.startswith(b"*ContactName")
    assert "Tāne".encode() in content
    assert sum_of(rows) == D("172.04")


def sum_of(rows: list[dict[str, str]]) -> D:
    """What Xero makes of the rows: quantity times unit amount, plus the GST."""
    return sum(
        (
            rules.cents(D(row["*Quantity"]) * D(row["*UnitAmount"])) + D(row["TaxAmount"])
            for row in rows
        ),
        D("0.00"),
    )


def test_a_bill_is_gst_on_expenses() -> None:
    bill = invoice(
        (xero.Line("Placement fee", None, None, D("500.00"), "429"),), D("75.00"), D("575.00")
    )
    [row] = parsed(
        xero.csv_bytes([(bill, xero.Contact(name="Relief Teachers Limited"))], sale=False)
    )
    assert (row["*TaxType"], row["TaxAmount"], row["*AccountCode"]) == (
        "15% GST on Expenses",
        "75.00",
        "429",
    )
    assert row["POCountry"] == ""


@pytest.mark.parametrize(
    ("written", "kept"),
    [
        ("=HYPERLINK(1)", "'=HYPERLINK(1)"),
        ("+64 9 123", "'+64 9 123"),
        ("-Kids", "'-Kids"),
        ("@home", "'@home"),
        ("Kowhai", "Kowhai"),
    ],
)
def test_a_text_is_never_read_as_a_formula(written: str, kept: str) -> None:
    assert xero.text(written) == kept


def test_an_amount_is_never_guarded_as_a_formula() -> None:
    bill = invoice((xero.Line("Fee", None, None, D("-5.00"), "200"),), D("0.00"), D("-5.00"))
    [row] = parsed(xero.csv_bytes([(bill, CONTACT)], sale=True))
    assert (row["*UnitAmount"], row["Total"]) == ("-5.00", "-5.00")


money = st.decimals(min_value=D("0.01"), max_value=D("5000"), places=2)
hours = st.decimals(min_value=D("0.50"), max_value=D("16"), places=2)
rates = st.decimals(min_value=D("20"), max_value=D("80"), places=2)


@given(
    worked=st.lists(st.tuples(hours, rates), min_size=0, max_size=8),
    fees=st.lists(money, min_size=0, max_size=3),
    voucher=st.one_of(st.none(), money),
    rate=st.sampled_from([D("15"), D("12.5"), D("0")]),
)
def test_every_invoices_rows_add_up_to_its_total_with_gst(
    worked: list[tuple[D, D]], fees: list[D], voucher: D | None, rate: D
) -> None:
    lines = [xero.Line("Day", h, r, rules.line_amount(h, r), "200") for h, r in worked] + [
        xero.Line("Fee", None, None, fee, "200") for fee in fees
    ]
    if not lines:
        return
    # The invoice's own figures, as billing computes them.
    totals = rules.totals(
        [rules.Line(line.amount, None) for line in lines],
        rate,
        (voucher, rules.ALL_LINES) if voucher else None,
    )
    if totals.discount > 0:
        lines.append(xero.Line("Voucher discount", None, None, -totals.discount, "200"))
    rows = parsed(
        xero.csv_bytes([(invoice(tuple(lines), totals.tax, totals.total), CONTACT)], sale=True)
    )
    assert len(rows) == len(lines)
    assert sum((D(row["TaxAmount"]) for row in rows), D("0")) == totals.tax
    assert sum_of(rows) == totals.total
