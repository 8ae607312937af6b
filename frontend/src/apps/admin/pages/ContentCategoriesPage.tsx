import { CategoriesPage } from '@/features/adminContent/components/CategoriesPage'
import { usePermission } from '@/shared/authority/permission'

/** Content › Categories: listed with category:list; added, changed and removed with content:edit. */
export default function ContentCategoriesPage() {
  return <CategoriesPage canEdit={usePermission('content:edit')} />
}
