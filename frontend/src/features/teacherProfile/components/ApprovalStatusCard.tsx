import '@/shared/ui/phone.css'
import './approval.css'

import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined'
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined'
import RightOutlined from '@ant-design/icons/RightOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import type { ApprovalState } from '../api/approvalState'
import { problemKey } from '../lib/vetting'

const PROBLEM_COLOURS: Record<string, string> = { missing: 'default', expired: 'error', requested: 'warning' }

interface ApprovalStatusCardProps {
  state: ApprovalState
  /** Opens the steps that add what is missing. */
  onContinue: () => void
}

/**
 * The home's word on vetting while the teacher is not approved: awaiting
 * approval (or not approved, with staff's reason), and what is still missing,
 * expired or asked for again, with the way to add it. Nothing once approved.
 */
export function ApprovalStatusCard({ state, onContinue }: ApprovalStatusCardProps) {
  const { t } = useTranslation()
  if (state.approval === 1) return null
  const rejected = state.approval === 2
  const owed = state.items.filter((item) => item.problem !== null)

  return (
    <Card
      className={rejected ? 'teacher-card vetting-card vetting-card--rejected' : 'teacher-card vetting-card'}
      role="status"
      aria-label={t(rejected ? 'teacherProfile.approval.rejectedTitle' : 'teacherProfile.approval.pendingTitle')}
    >
      <Flex gap={12} align="flex-start">
        <span className="vetting-card__icon" aria-hidden>
          {rejected ? <CloseCircleOutlined /> : <ClockCircleOutlined />}
        </span>
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong className="vetting-card__title">
            {t(rejected ? 'teacherProfile.approval.rejectedTitle' : 'teacherProfile.approval.pendingTitle')}
          </Typography.Text>
          {rejected ? (
            <Typography.Text type="secondary">
              {state.reason
                ? t('teacherProfile.vetting.reason', { reason: state.reason })
                : t('teacherProfile.approval.rejected')}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">
              {owed.length > 0 ? t('teacherProfile.vetting.pendingMissing') : t('teacherProfile.approval.pending')}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      {owed.length > 0 && (
        <>
          <Typography.Text strong className="vetting-card__subtitle">
            {t('teacherProfile.vetting.stillMissing', { number: owed.length })}
          </Typography.Text>
          <ul className="vetting-card__list" aria-label={t('teacherProfile.vetting.missingLabel')}>
            {owed.map((item) => (
              <li key={item.item}>
                <Flex justify="space-between" align="center" gap={8}>
                  <span>{t(`teacherProfile.vetting.items.${item.item}`, { defaultValue: item.item })}</span>
                  <Tag color={PROBLEM_COLOURS[item.problem ?? ''] ?? 'default'} variant="filled">
                    {t(problemKey(item.problem))}
                  </Tag>
                </Flex>
                {item.note && (
                  <Typography.Text type="secondary" className="vetting-card__note">
                    {item.note}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ul>
          <Button type="primary" block size="large" onClick={onContinue}>
            {t('teacherProfile.vetting.continue')} <RightOutlined />
          </Button>
        </>
      )}
    </Card>
  )
}
