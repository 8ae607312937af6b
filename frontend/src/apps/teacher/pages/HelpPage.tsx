import { TeacherHelp } from '@/features/help/components/teacher/TeacherHelp'

/** Help: the FAQ and the articles for teachers, opened from Me. */
export default function HelpPage() {
  return <TeacherHelp />
}
