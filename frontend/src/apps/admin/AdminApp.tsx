import { QueryClientProvider } from '@tanstack/react-query'
import App from 'antd/es/app'
import ConfigProvider from 'antd/es/config-provider'
import { useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router'

import { createQueryClient } from '@/shared/api/queryClient'
import { isLanguage, type Language } from '@/shared/i18n'
import { useLayoutSettings } from '@/shared/ui/layoutSettings'
import { NotifierBridge } from '@/shared/ui/NotifierBridge'
import { ANTD_LOCALES, appTheme } from '@/shared/ui/theme'

import { createAdminRouter } from './router'

const queryClient = createQueryClient()
const router = createAdminRouter()

/** Providers of the admin console: data, theme and language, then the routes. */
export function AdminApp() {
  const { i18n } = useTranslation()
  const { themeColour } = useLayoutSettings()
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en'

  return (
    <ConfigProvider componentSize="small" locale={ANTD_LOCALES[language]} theme={appTheme('admin', themeColour)}>
      <App>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  )
}
