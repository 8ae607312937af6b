import { useTranslation } from 'react-i18next'

import { XeroExportButton } from '@/shared/ui/accountingExport/XeroExportButton'

import { fetchAccountingLink, fetchAccountingSummary } from '../api/accountingExport'

/** Billing / Invoice: the centre's bills of a period, as a file its Xero imports. */
export function XeroExport() {
  const { t } = useTranslation()
  return (
    <XeroExportButton
      scope="centre"
      description={t('invoices.xero')}
      summarise={fetchAccountingSummary}
      exportFile={fetchAccountingLink}
    />
  )
}
