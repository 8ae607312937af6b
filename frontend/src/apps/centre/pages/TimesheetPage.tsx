import Card from 'antd/es/card'
import Tabs from 'antd/es/tabs'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import type { TimeSheetItem } from '@/features/timesheets/api/timeSheetList'
import { ConfirmTimeSheetDialog } from '@/features/timesheets/components/ConfirmTimeSheetDialog'
import { TimeSheetTable } from '@/features/timesheets/components/TimeSheetTable'
import { TIME_SHEET_STATUS } from '@/shared/timesheets/rules'

/** Billing / Timesheet: the time sheets to confirm and those confirmed. */
export default function TimesheetPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'confirmed' ? 'confirmed' : 'toConfirm'
  const [confirming, setConfirming] = useState<TimeSheetItem | null>(null)

  return (
    <>
      <Card variant="borderless" title={t('timesheets.title')}>
        <Typography.Paragraph type="secondary">{t('timesheets.intro')}</Typography.Paragraph>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'confirmed' ? { tab: 'confirmed' } : {}, { replace: true })}
          items={[
            {
              key: 'toConfirm',
              label: t('timesheets.tabs.toConfirm'),
              children: <TimeSheetTable status={TIME_SHEET_STATUS.toConfirm} onConfirm={setConfirming} />,
            },
            { key: 'confirmed', label: t('timesheets.tabs.confirmed'), children: <TimeSheetTable status={TIME_SHEET_STATUS.confirmed} /> },
          ]}
        />
      </Card>
      <ConfirmTimeSheetDialog sheet={confirming} onClose={() => setConfirming(null)} />
    </>
  )
}
