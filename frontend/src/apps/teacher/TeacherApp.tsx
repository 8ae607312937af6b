import { QueryClientProvider } from '@tanstack/react-query'
import App from 'antd/es/app'
import ConfigProvider from 'antd/es/config-provider'
import { useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router'

import { createQueryClient } from '@/shared/api/queryClient'
import { isLanguage, type Language } from '@/shared/i18n'
import { isMobileWidth } from '@/shared/lib/fontScale'
import { useWindowWidth } from '@/shared/lib/viewport'
import { NotifierBridge } from '@/shared/ui/NotifierBridge'
import { ANTD_LOCALES, appTheme } from '@/shared/ui/theme'

import { createTeacherRouter } from './router'

const queryClient = createQueryClient()
const router = createTeacherRouter()

/**
 * Providers of the teacher app: data, theme and language, then the routes.
 * On a phone the components keep Ant Design's default size (easy to tap);
 * on a desktop-wide window they take the platform's small size.
 */
export function TeacherApp() {
  const { i18n } = useTranslation()
  const width = useWindowWidth()
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en'

  return (
    <ConfigProvider
      componentSize={isMobileWidth(width) ? undefined : 'small'}
      locale={ANTD_LOCALES[language]}
      theme={appTheme('teacher')}
    >
      <App notification={{ placement: 'top' }}>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  )
}
