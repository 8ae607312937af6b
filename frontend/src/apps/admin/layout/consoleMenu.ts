import { useOutletContext } from 'react-router'

import type { ConsoleMenu } from '../menu'

/** The signed-in staff member's side menu and pages, as the shell gives them to the routes inside it. */
export function useConsoleMenu(): ConsoleMenu {
  return useOutletContext<ConsoleMenu>()
}
