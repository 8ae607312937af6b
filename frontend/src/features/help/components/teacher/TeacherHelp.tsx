import '@/shared/ui/phone.css'

import { useState } from 'react'

import { useTeacherHelp } from '../../api/teacherHelp'
import { HelpView } from '../HelpView'

/** The teacher app's Help: the FAQ and the articles for teachers, in the app's card look. */
export function TeacherHelp() {
  const [keyword, setKeyword] = useState('')
  return <HelpView help={useTeacherHelp(keyword)} keyword={keyword} onSearch={setKeyword} cardClassName="teacher-card" />
}
