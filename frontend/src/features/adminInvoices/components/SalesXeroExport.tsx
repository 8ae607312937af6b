import { useTranslation } from 'react-i18next'

import { XeroExportButton } from '@/shared/ui/accountingExport/XeroExportButton'

import { fetchSalesLink, fetchSalesSummary } from '../api/accountingExport'

/** Money › Invoices: the platform's sales of a period, as a file the platform's Xero imports (invoice:accounting). */
export function SalesXeroExport() {
  const { t } = useTranslation()
  return (
    <XeroExportButton
      scope="platform"
      description={t('adminInvoices.xero')}
      summarise={fetchSalesSummary}
      exportFile={fetchSalesLink}
    />
  )
}
