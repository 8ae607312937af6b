import { InvoiceDeskPage } from '@/features/adminInvoices/components/InvoiceDeskPage'

/** Money › Invoices (/money/invoices): every centre's invoices, payments and fees. */
export default function InvoicesPage() {
  return <InvoiceDeskPage />
}
