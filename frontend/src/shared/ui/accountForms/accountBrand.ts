import { createContext, useContext } from 'react'

/**
 * What an app puts in the shared account pages (sign-up, password recovery)
 * instead of the centre portal's words: the footer's platform name and the
 * e-mail example. The centre portal leaves it out and gets its own.
 */
export interface AccountBrand {
  footer?: string
  emailPlaceholder?: string
}

export const AccountBrandContext = createContext<AccountBrand>({})

export function useAccountBrand(): AccountBrand {
  return useContext(AccountBrandContext)
}
