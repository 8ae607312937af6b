import { DocumentsPanel } from '@/features/teacherDocuments/components/DocumentsPanel'

/** The teacher's documents: CV, certificates, vetting and the rest. */
export default function DocumentsPage() {
  return <DocumentsPanel />
}
