import { ErrorPage } from '@/shared/ui/layout/ErrorPage'

export default function NotFoundPage() {
  return <ErrorPage status="404" />
}
