import Flex from 'antd/es/flex'
import Segmented from 'antd/es/segmented'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { CentrePicker, TeacherPicker } from '@/shared/ui/staffPickers/StaffPickers'

import type { Subject } from '../lib/statisticsView'

interface SubjectPickerProps {
  subject: Subject
  /** The chosen teacher's name, from their figures (a link may name only the ID). */
  teacherName: string | undefined
  onChange: (subject: Subject) => void
}

/** Whose figures: the platform's, a centre's or a teacher's, the last two chosen by a search. */
export function SubjectPicker({ subject, teacherName, onChange }: SubjectPickerProps) {
  const { t } = useTranslation()
  const mayCentres = usePermission('centre:list')
  const mayTeachers = usePermission('teacher:list')
  const views = [
    { value: 'platform', label: t('adminStatistics.view.platform') },
    ...(mayCentres || subject.view === 'centre' ? [{ value: 'centre', label: t('adminStatistics.view.centre') }] : []),
    ...(mayTeachers || subject.view === 'teacher' ? [{ value: 'teacher', label: t('adminStatistics.view.teacher') }] : []),
  ]
  const choose = (view: Subject['view']) => {
    if (view === 'centre') onChange({ view, centreId: null })
    else if (view === 'teacher') onChange({ view, teacherId: null })
    else onChange({ view: 'platform' })
  }
  return (
    <Flex gap={12} wrap align="center">
      {views.length > 1 && (
        <Segmented<Subject['view']>
          aria-label={t('adminStatistics.figuresOf')}
          value={subject.view}
          options={views as { value: Subject['view']; label: string }[]}
          onChange={choose}
        />
      )}
      {subject.view === 'centre' && (
        <CentrePicker
          ariaLabel={t('staffPickers.centre')}
          className="statistics-picker"
          value={subject.centreId}
          onChange={(centreId) => onChange({ view: 'centre', centreId })}
        />
      )}
      {subject.view === 'teacher' && (
        <TeacherPicker
          ariaLabel={t('staffPickers.teacher')}
          className="statistics-picker"
          value={subject.teacherId}
          knownLabel={teacherName}
          onChange={(teacherId) => onChange({ view: 'teacher', teacherId })}
        />
      )}
    </Flex>
  )
}
