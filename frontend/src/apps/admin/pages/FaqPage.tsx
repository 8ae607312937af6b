import { FaqPage as Faq } from '@/features/adminFaq/components/FaqPage'
import { usePermission } from '@/shared/authority/permission'

/** Operations › FAQ: listed with faq:list, written, shown, hidden and removed with faq:edit. */
export default function FaqPage() {
  return <Faq canEdit={usePermission('faq:edit')} />
}
