import { i18nReady } from '@/shared/i18n'
import '@/shared/ui/base.css'
import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { registerServiceWorker } from '@/features/pushNotifications/lib/browserPush'

import { setUpTeacherRequests } from './requestSetup'
import { TeacherApp } from './TeacherApp'

setUpTeacherRequests()
registerServiceWorker()

// The first screen's words in the reader's language come before anything is drawn.
await i18nReady

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')

createRoot(container).render(
  <StrictMode>
    <TeacherApp />
  </StrictMode>,
)
