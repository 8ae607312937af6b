"""The default Terms of Use and Privacy Policy, replaced by staff at run time."""

AGREEMENT_HTML = """\
<h2>Terms of Use</h2>
<p>These terms apply to every centre that books relief teachers through the
platform.</p>
<h3>1. Bookings</h3>
<p>A booking is an offer of paid work to the teachers the platform invites. The
hourly rate shown when you create a booking is held for five minutes. A teacher
is booked only when you confirm their price, or automatically when you chose
auto-confirm.</p>
<h3>2. Cancellation</h3>
<p>You may cancel a booking or a single day with a reason. Inside the free
cancellation period before the start, 30% of the cancelled amount is charged on
your next invoice.</p>
<h3>3. Time sheets and invoices</h3>
<p>Confirm each time sheet after the work. A time sheet not confirmed by 6pm on
the day is confirmed with the booked hours. Invoices are issued weekly and are
due within the period shown on each invoice. Prices exclude GST, which is added
on the invoice.</p>
<h3>4. Conduct</h3>
<p>Treat relief teachers with the same care as your own staff, keep the
information you see about them private, and use it only for the booking.</p>
"""

PRIVACY_POLICY_HTML = """\
<h2>Privacy Policy</h2>
<p>We collect the details you give us about your centre and its contact people,
and the bookings, time sheets and invoices you create, so that we can provide
the service. We follow the New Zealand Privacy Act 2020.</p>
<h3>What teachers' data you see</h3>
<p>A booked teacher's documents are shown to you only for a short window around
the job, through links that expire.</p>
<h3>Your rights</h3>
<p>You may ask to see or correct the personal information we hold about you by
opening a support ticket.</p>
"""
