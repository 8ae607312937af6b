import LineChartOutlined from '@ant-design/icons/LineChartOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Skeleton from 'antd/es/skeleton'
import Tabs from 'antd/es/tabs'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { usePermission } from '@/shared/authority/permission'
import { useWindowWidth } from '@/shared/lib/viewport'

import { type TeacherDetail, useTeacherDetail } from '../api/teacherDetail'
import { approvalColour } from '../lib/teacherRules'
import { AccountActions } from './AccountActions'
import { PointsTab } from './PointsTab'
import { DocumentsTab, JobsTab, ProfileTab, ReviewsTab } from './RecordTabs'
import { VettingTab } from './VettingTab'

const DRAWER_WIDTH = 880

/** One teacher's record: profile, documents, vetting, rank and points, reviews, jobs; the actions each need their permission. */
export function TeacherDrawer({ teacherId, onClose }: { teacherId: number | null; onClose: () => void }) {
  const width = useWindowWidth()
  return (
    <Drawer
      open={teacherId !== null}
      size={Math.min(DRAWER_WIDTH, width)}
      onClose={onClose}
      destroyOnHidden
      title={teacherId ? <DrawerTitle teacherId={teacherId} /> : null}
      extra={teacherId ? <DrawerExtra teacherId={teacherId} /> : null}
    >
      {teacherId && <DrawerContent teacherId={teacherId} onClose={onClose} />}
    </Drawer>
  )
}

function DrawerTitle({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation()
  const teacher = useTeacherDetail(teacherId).data?.teacher
  return (
    <Flex gap={8} align="center" wrap>
      <span>{teacher?.name ?? '…'}</span>
      {teacher && (
        <Tag color={approvalColour(teacher.approval)} data-testid="teacher-approval">
          {t(`adminTeachers.approval.${teacher.approval}`)}
        </Tag>
      )}
      {teacher && !teacher.enabled && <Tag>{t('adminTeachers.switchedOff')}</Tag>}
    </Flex>
  )
}

/** The console's Statistics screen, opened on one teacher's figures. */
export function statisticsAddress(teacherId: number): string {
  return `/statistics?teacher=${teacherId}`
}

function DrawerExtra({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const mayReadStatistics = usePermission('statistics:read')
  const detail = useTeacherDetail(teacherId).data
  return (
    <Flex gap={8} wrap justify="end">
      {mayReadStatistics && (
        <Button icon={<LineChartOutlined />} onClick={() => void navigate(statisticsAddress(teacherId))}>
          {t('adminTeachers.statistics')}
        </Button>
      )}
      {detail && <AccountActions detail={detail} />}
    </Flex>
  )
}

function DrawerContent({ teacherId, onClose }: { teacherId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const detail = useTeacherDetail(teacherId)
  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('adminTeachers.loadFailed')}
        action={
          <Flex gap={8}>
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('adminTeachers.retry')}
            </Button>
            <Button size="small" onClick={onClose}>
              {t('adminTeachers.close')}
            </Button>
          </Flex>
        }
      />
    )
  }
  if (!detail.data) return <Skeleton active paragraph={{ rows: 8 }} />
  return <TeacherTabs detail={detail.data} />
}

function TeacherTabs({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation()
  return (
    <Tabs
      items={[
        { key: 'profile', label: t('adminTeachers.tabs.profile'), children: <ProfileTab detail={detail} /> },
        {
          key: 'documents',
          label: t('adminTeachers.tabs.documents', { count: detail.documents.length }),
          children: <DocumentsTab detail={detail} />,
        },
        { key: 'vetting', label: t('adminTeachers.tabs.vetting'), children: <VettingTab detail={detail} /> },
        { key: 'points', label: t('adminTeachers.tabs.points'), children: <PointsTab detail={detail} /> },
        { key: 'reviews', label: t('adminTeachers.tabs.reviews'), children: <ReviewsTab detail={detail} /> },
        { key: 'jobs', label: t('adminTeachers.tabs.jobs'), children: <JobsTab detail={detail} /> },
      ]}
    />
  )
}
