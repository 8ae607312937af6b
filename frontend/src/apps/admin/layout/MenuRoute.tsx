import { createElement } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'

import { ErrorPage } from '@/shared/ui/layout/ErrorPage'

import { pageAt } from '../menu'
import { isScreenPath, SCREENS } from '../pages'
import { useConsoleMenu } from './consoleMenu'

/**
 * The screen at the address, if the staff member holds its menu. A screen of
 * the console they do not hold answers "no permission" (the server would
 * refuse its calls too); any other address "not found".
 */
export default function MenuRoute() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const menu = useConsoleMenu()
  const page = pageAt(menu.pages, pathname)
  const screen = page && SCREENS[page.component]

  if (page && screen) return createElement(screen, { key: page.path })
  if (isScreenPath(pathname)) {
    return (
      <ErrorPage
        status="403"
        inShell
        words={{ title: t('adminApp.noPermission.title'), text: t('adminApp.noPermission.text') }}
      />
    )
  }
  return <ErrorPage status="404" inShell />
}
