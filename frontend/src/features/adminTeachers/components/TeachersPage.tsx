import Badge from 'antd/es/badge'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Select from 'antd/es/select'
import Tag from 'antd/es/tag'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { usePermission } from '@/shared/authority/permission'
import { useDict } from '@/shared/dictionary/dictionary'
import { formatInZone } from '@/shared/lib/platformTime'
import { type ListColumn, wordsFor } from '@/shared/ui/listPage/columns'
import { cleanFilters, listBody, ListPage } from '@/shared/ui/listPage/ListPage'
import { useRankName } from '@/shared/ui/rankName/useRankName'

import { useTeacherChoices } from '../api/teacherChoices'
import { exportTeachers } from '../api/teacherExport'
import { type AdminTeacher, fetchTeachers, TEACHER_LIST, type TeacherFilters } from '../api/teacherList'
import { APPROVAL, approvalColour, GENDERS, QUALIFICATIONS } from '../lib/teacherRules'
import { TeacherDrawer } from './TeacherDrawer'

const WHEN = 'YYYY-MM-DD HH:mm'
/** The kinds of what a teacher may still owe (documents and checks), as the vetting rules name them. */
const OWED = ['cv', 'first_aid', 'police_vetting', 'registration', 'photo_id', 'work_eligibility', 'tax_letter', 'bank_account', 'vaccine_pass', 'transcripts', 'photo'] as const
/** The address's `?teacher=` names the teacher open in the drawer, so a teacher can be linked to and reloaded. */
const OPEN_TEACHER = 'teacher'

/** Users › Teachers (/users/teachers): every teacher by the server's filters, and one teacher's record in a drawer. */
export function TeachersPage() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const open = Number(params.get(OPEN_TEACHER)) || null
  const choices = useTeacherChoices().data
  const talentPool = useDict('talent_pool')
  const rankName = useRankName()
  const chinese = i18n.language.toLowerCase().startsWith('zh')
  const mayExport = usePermission(['teacher:list', 'export:read'])
  const regionWords: Record<string, string> = Object.fromEntries(
    (choices?.regions ?? []).map((region) => [region.name, chinese ? region.nameZh : region.name]),
  )
  const yesNoWords = wordsFor([true, false], (yes) => t(yes ? 'adminTeachers.yes' : 'adminTeachers.no'))
  const yesNo = [
    { value: true, label: t('adminTeachers.yes') },
    { value: false, label: t('adminTeachers.no') },
  ]

  const show = (teacherId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (teacherId) next.set(OPEN_TEACHER, String(teacherId))
        else next.delete(OPEN_TEACHER)
        return next
      },
      { replace: teacherId === null },
    )

  const columns: ListColumn<AdminTeacher>[] = [
    {
      key: 'name',
      title: t('adminTeachers.columns.name'),
      render: (_, teacher) => (
        <Button type="link" size="small" onClick={() => show(teacher.teacherId)}>
          {teacher.name}
        </Button>
      ),
    },
    { key: 'email', title: t('adminTeachers.columns.email'), render: (_, teacher) => teacher.email ?? '—' },
    { key: 'phone', title: t('adminTeachers.columns.phone'), defaultHidden: true, render: (_, teacher) => teacher.phone ?? '—' },
    {
      key: 'gender',
      title: t('adminTeachers.columns.gender'),
      defaultHidden: true,
      render: (_, teacher) => t(`adminTeachers.gender.${teacher.gender}`),
      exportLabels: wordsFor(GENDERS, (gender) => t(`adminTeachers.gender.${gender}`)),
    },
    { key: 'birthday', title: t('adminTeachers.columns.birthday'), defaultHidden: true, render: (_, teacher) => teacher.birthday ?? '—' },
    {
      key: 'qualification',
      title: t('adminTeachers.columns.qualification'),
      render: (_, teacher) => t(`adminTeachers.qualification.${teacher.qualification}`),
      exportLabels: wordsFor(QUALIFICATIONS, (qualification) => t(`adminTeachers.qualification.${qualification}`)),
    },
    {
      key: 'registrationNumber',
      title: t('adminTeachers.columns.registrationNumber'),
      defaultHidden: true,
      render: (_, teacher) => teacher.registrationNumber ?? '—',
    },
    {
      key: 'approval',
      title: t('adminTeachers.columns.approval'),
      render: (_, teacher) => <Tag color={approvalColour(teacher.approval)}>{t(`adminTeachers.approval.${teacher.approval}`)}</Tag>,
      exportLabels: wordsFor(Object.values(APPROVAL), (approval) => t(`adminTeachers.approval.${approval}`)),
    },
    {
      key: 'missing',
      title: t('adminTeachers.columns.missing'),
      render: (_, teacher) =>
        teacher.missing.length ? (
          <Tooltip title={teacher.missing.map((item) => t(`adminTeachers.items.${item}`, { defaultValue: item })).join(', ')}>
            <Tag color="warning">{t('adminTeachers.missingCount', { count: teacher.missing.length })}</Tag>
          </Tooltip>
        ) : (
          <Tag color="success">{t('adminTeachers.complete')}</Tag>
        ),
      exportLabels: wordsFor(OWED, (item) => t(`adminTeachers.items.${item}`)),
    },
    {
      key: 'rank',
      title: t('adminTeachers.columns.rank'),
      render: (_, teacher) => rankName(teacher.rank),
      exportLabels: wordsFor(
        (choices?.ranks ?? []).map((rank) => rank.name),
        (name) => rankName(name),
      ),
    },
    { key: 'points', title: t('adminTeachers.columns.points') },
    { key: 'rating', title: t('adminTeachers.columns.rating'), render: (_, teacher) => teacher.rating ?? '—' },
    { key: 'completedHours', title: t('adminTeachers.columns.completedHours'), defaultHidden: true },
    {
      key: 'lastJobAt',
      title: t('adminTeachers.columns.lastJobAt'),
      defaultHidden: true,
      render: (_, teacher) => (teacher.lastJobAt ? formatInZone(teacher.lastJobAt, WHEN) : '—'),
    },
    {
      key: 'certificationExpiry',
      title: t('adminTeachers.columns.certificationExpiry'),
      render: (_, teacher) => teacher.certificationExpiry ?? '—',
    },
    {
      key: 'talentPool',
      title: t('adminTeachers.columns.talentPool'),
      defaultHidden: true,
      render: (_, teacher) => talentPool.labelOf(teacher.talentPool) || '—',
      exportLabels: Object.fromEntries(talentPool.options.map((option) => [String(option.value), option.label])),
    },
    {
      key: 'freeJobSeeker',
      title: t('adminTeachers.columns.freeJobSeeker'),
      defaultHidden: true,
      render: (_, teacher) => (teacher.freeJobSeeker ? t('adminTeachers.yes') : t('adminTeachers.no')),
      exportLabels: yesNoWords,
    },
    {
      key: 'region',
      title: t('adminTeachers.columns.region'),
      render: (_, teacher) => (teacher.region ? (regionWords[teacher.region] ?? teacher.region) : '—'),
      exportLabels: regionWords,
    },
    { key: 'city', title: t('adminTeachers.columns.city'), defaultHidden: true, render: (_, teacher) => teacher.city ?? '—' },
    { key: 'suburb', title: t('adminTeachers.columns.suburb'), defaultHidden: true, render: (_, teacher) => teacher.suburb ?? '—' },
    {
      key: 'enabled',
      title: t('adminTeachers.columns.enabled'),
      render: (_, teacher) =>
        teacher.enabled ? (
          <Badge status="success" text={t('adminTeachers.enabled')} />
        ) : (
          <Badge status="default" text={t('adminTeachers.switchedOff')} />
        ),
      exportLabels: wordsFor([true, false], (on) => t(on ? 'adminTeachers.enabled' : 'adminTeachers.switchedOff')),
    },
    {
      key: 'createdAt',
      title: t('adminTeachers.columns.createdAt'),
      defaultHidden: true,
      render: (_, teacher) => formatInZone(teacher.createdAt, WHEN),
    },
    {
      key: 'actions',
      title: t('adminTeachers.columns.actions'),
      actions: true,
      fixed: 'right',
      render: (_, teacher) => (
        <Button size="small" onClick={() => show(teacher.teacherId)} aria-label={t('adminTeachers.openOne', { name: teacher.name })}>
          {t('adminTeachers.open')}
        </Button>
      ),
    },
  ]

  return (
    <>
      <ListPage<AdminTeacher, TeacherFilters>
        listKey={TEACHER_LIST}
        title={t('adminTeachers.title')}
        label={t('adminTeachers.title')}
        rowKey="teacherId"
        columns={columns}
        load={(query, signal) => fetchTeachers(listBody(query), signal)}
        toFilters={(values) => cleanFilters(values) as TeacherFilters}
        emptyText={t('adminTeachers.empty')}
        exportRows={mayExport ? exportTeachers : undefined}
        filterFields={
          <>
            <Form.Item name="keyword" label={t('adminTeachers.filters.keyword')}>
              <Input allowClear maxLength={100} placeholder={t('adminTeachers.filters.keywordHint')} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="approval" label={t('adminTeachers.columns.approval')}>
              <Select
                allowClear
                style={{ width: 140 }}
                placeholder={t('adminTeachers.filters.any')}
                options={[0, 1, 2].map((value) => ({ value, label: t(`adminTeachers.approval.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="qualification" label={t('adminTeachers.columns.qualification')}>
              <Select
                allowClear
                style={{ width: 160 }}
                placeholder={t('adminTeachers.filters.any')}
                options={QUALIFICATIONS.map((value) => ({ value, label: t(`adminTeachers.qualification.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="rankId" label={t('adminTeachers.columns.rank')}>
              <Select
                allowClear
                style={{ width: 130 }}
                placeholder={t('adminTeachers.filters.any')}
                options={(choices?.ranks ?? []).map((rank) => ({ value: rank.rankId, label: rankName(rank.name) }))}
              />
            </Form.Item>
            <Form.Item name="talentPool" label={t('adminTeachers.columns.talentPool')}>
              <Select
                allowClear
                style={{ width: 160 }}
                placeholder={t('adminTeachers.filters.any')}
                options={talentPool.options.map((option) => ({ value: Number(option.value), label: option.label }))}
              />
            </Form.Item>
            <Form.Item name="expiringWithinDays" label={t('adminTeachers.filters.expiring')} tooltip={t('adminTeachers.filters.expiringHelp')}>
              <InputNumber min={0} max={366} precision={0} style={{ width: 120 }} suffix={t('adminTeachers.filters.days')} />
            </Form.Item>
            <Form.Item name="region" label={t('adminTeachers.columns.region')}>
              <Select
                allowClear
                showSearch
                style={{ width: 180 }}
                placeholder={t('adminTeachers.filters.any')}
                options={(choices?.regions ?? []).map((region) => ({ value: region.name, label: chinese ? region.nameZh : region.name }))}
              />
            </Form.Item>
            <Form.Item name="freeJobSeeker" label={t('adminTeachers.columns.freeJobSeeker')}>
              <Select allowClear style={{ width: 110 }} placeholder={t('adminTeachers.filters.any')} options={yesNo} />
            </Form.Item>
            <Form.Item name="enabled" label={t('adminTeachers.columns.enabled')}>
              <Select
                allowClear
                style={{ width: 130 }}
                placeholder={t('adminTeachers.filters.any')}
                options={[
                  { value: true, label: t('adminTeachers.enabled') },
                  { value: false, label: t('adminTeachers.switchedOff') },
                ]}
              />
            </Form.Item>
          </>
        }
      />
      <TeacherDrawer teacherId={open} onClose={() => show(null)} />
    </>
  )
}
