import { ErrorPage } from '@/shared/ui/layout/ErrorPage'

export default function UnauthorizedPage() {
  return <ErrorPage status="403" />
}
