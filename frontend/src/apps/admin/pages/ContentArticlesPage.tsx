import { ArticlesPage } from '@/features/adminContent/components/ArticlesPage'
import { usePermission } from '@/shared/authority/permission'

/** Content › Articles: listed with content:list; written, published and removed with content:edit. */
export default function ContentArticlesPage() {
  return <ArticlesPage canEdit={usePermission('content:edit')} />
}
