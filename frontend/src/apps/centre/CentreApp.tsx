import { QueryClientProvider } from '@tanstack/react-query'
import App from 'antd/es/app'
import ConfigProvider from 'antd/es/config-provider'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router'

import { createQueryClient } from '@/shared/api/queryClient'
import { isLanguage, type Language } from '@/shared/i18n'
import { rootFontSizePx } from '@/shared/lib/fontScale'
import { useWindowWidth } from '@/shared/lib/viewport'
import { useLayoutSettings } from '@/shared/ui/layoutSettings'
import { NotifierBridge } from '@/shared/ui/NotifierBridge'
import { ANTD_LOCALES, appTheme } from '@/shared/ui/theme'

import { createCentreRouter } from './router'

const queryClient = createQueryClient()
const router = createCentreRouter()

/** Providers of the centre portal: data, theme and language, then the routes. */
export function CentreApp() {
  const { i18n } = useTranslation()
  const { themeColour } = useLayoutSettings()
  const width = useWindowWidth()
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en'

  useEffect(() => {
    document.documentElement.style.fontSize = `${rootFontSizePx(width)}px`
  }, [width])

  return (
    <ConfigProvider
      componentSize="small"
      locale={ANTD_LOCALES[language]}
      theme={appTheme('centre', themeColour)}
    >
      <App>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  )
}
