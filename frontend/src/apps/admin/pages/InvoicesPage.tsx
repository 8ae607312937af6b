import { InvoiceDeskPage } from '@/features/adminInvoices/components/InvoiceDeskPage'

/** Money › Invoices (/money/invoices): every centre's invoices, payments, fees and vouchers in use. */
export default function InvoicesPage() {
  return <InvoiceDeskPage />
}
