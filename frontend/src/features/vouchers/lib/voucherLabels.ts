/** Voucher statuses as the server keeps them (spec section 4's list statuses). */
export const VoucherStatus = {
  active: 0,
  book: 1,
  using: 2,
  used: 3,
  expired: 5,
} as const

export type VoucherStatusName = 'active' | 'book' | 'using' | 'used' | 'expired'

/** Spec section 4: "1 book, 2 using, 3 and 4 used, 5 expired, otherwise active". */
export function voucherStatusName(status: number): VoucherStatusName {
  switch (status) {
    case 1:
      return 'book'
    case 2:
      return 'using'
    case 3:
    case 4:
      return 'used'
    case 5:
      return 'expired'
    default:
      return 'active'
  }
}

export const STATUS_COLOURS: Record<VoucherStatusName, string> = {
  active: 'green',
  book: 'blue',
  using: 'gold',
  used: 'default',
  expired: 'red',
}

export type UseTypeName = 'all' | 'qualified' | 'unqualified'

/** Use type 0 all teachers, 1 qualified teachers, 2 unqualified teachers. */
export function voucherUseType(useType: number): UseTypeName {
  if (useType === 1) return 'qualified'
  if (useType === 2) return 'unqualified'
  return 'all'
}

export type VoucherTypeName = 'signup' | 'booking' | 'platform'

/** Voucher type 1 signup voucher, 2 booking voucher, 3 issued by the platform (staff). */
export function voucherTypeName(voucherType: number): VoucherTypeName {
  if (voucherType === 2) return 'booking'
  if (voucherType === 3) return 'platform'
  return 'signup'
}

/** The status filter choices of the Vouchers page, in the server's codes. */
export const STATUS_FILTERS: readonly number[] = [0, 1, 2, 3, 5]
