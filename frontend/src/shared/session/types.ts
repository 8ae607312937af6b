/** The signed-in centre as the portal keeps it (spec section 3, "Session user"). */
export interface SessionUser {
  avatar: string | null
  phone: string | null
  email: string
  userName: string
  account: string
  deviceToken: string | null
  deviceType: string | null
  /** The centre's name. */
  realName: string
  level: number
  /** 1 once the centre accepted the Terms of Use and Privacy Policy. */
  agreed: 0 | 1
  centerContactPerson: string | null
  deactiveNotice: string | null
  deactiveReason: string | null
  deactiveType: number | null
  roles: string[]
}
