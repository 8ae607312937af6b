"""The console's vouchers (Money > Vouchers): every voucher of the platform
listed and exported, vouchers issued by staff to one centre or many, and an
active voucher expired early with a reason. The vouchers themselves, their
expiry and their notices belong to `relief.vouchers`."""
