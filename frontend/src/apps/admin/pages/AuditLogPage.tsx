import { AuditLogPage as AuditLogScreen } from '@/features/auditLog/components/AuditLogPage'

export default function AuditLogPage() {
  return <AuditLogScreen />
}
