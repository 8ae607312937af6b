import { i18nReady } from '@/shared/i18n'
import '@/shared/ui/base.css'
import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { AdminApp } from './AdminApp'
import { setUpAdminRequests } from './requestSetup'

setUpAdminRequests()

// The first screen's words in the reader's language come before anything is drawn.
await i18nReady

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')

createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
)
