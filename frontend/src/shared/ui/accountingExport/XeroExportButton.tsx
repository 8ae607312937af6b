import DownloadOutlined from '@ant-design/icons/DownloadOutlined'
import ExportOutlined from '@ant-design/icons/ExportOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import DatePicker from 'antd/es/date-picker'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Modal from 'antd/es/modal'
import Spin from 'antd/es/spin'
import Typography from 'antd/es/typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import {
  type AccountingExport,
  type AccountingLink,
  type AccountingPeriod,
  type AccountingSummary,
  fileRanges,
  followLink,
  periodOf,
  previousMonth,
} from './accountingFiles'

interface XeroExportButtonProps {
  /** Which party's invoices (a key of the summary's query). */
  scope: string
  /** What the file holds and how it is imported, in the app's words. */
  description: string
  /** How many invoices the period holds (the party's summary call). */
  summarise: (period: AccountingPeriod, signal?: AbortSignal) => Promise<AccountingSummary>
  /** A signed link to one file of the period (the party's export call). */
  exportFile: (request: AccountingExport) => Promise<AccountingLink>
}

/**
 * "Export for Xero": a period of issue (last month to begin with), how many
 * invoices it holds, and one download a file of at most 500 of them (Xero's
 * limit), each a CSV file in Xero's invoice import layout saved through its
 * signed link.
 */
export function XeroExportButton({ scope, description, summarise, exportFile }: XeroExportButtonProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)

  return (
    <>
      <Button icon={<ExportOutlined />} onClick={() => setOpen(true)}>
        {t('accountingExport.button')}
      </Button>
      <Modal
        title={t('accountingExport.title')}
        open={open}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={[
          <Button key="close" onClick={() => setOpen(false)}>
            {t('accountingExport.close')}
          </Button>,
        ]}
      >
        {open && <ExportForm scope={scope} description={description} summarise={summarise} exportFile={exportFile} />}
      </Modal>
    </>
  )
}

function ExportForm({ scope, description, summarise, exportFile }: XeroExportButtonProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [days, setDays] = useState<[Dayjs, Dayjs] | null>(() => previousMonth(Date.now()))
  const period = days ? periodOf(days) : null

  const summary = useQuery({
    queryKey: ['accountingExport', scope, period?.issuedFrom, period?.issuedTo],
    queryFn: ({ signal }) => summarise(period as AccountingPeriod, signal),
    enabled: period !== null,
  })

  const download = useMutation({
    mutationFn: (part: number) => exportFile({ ...(period as AccountingPeriod), part }),
    onSuccess: (link) => {
      followLink(link.url, link.fileName)
      void message.success(t('accountingExport.saved', { name: link.fileName }))
    },
  })

  const found = summary.data
  const ranges = found ? fileRanges(found.count, found.perFile) : []

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {description}
      </Typography.Paragraph>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item
          label={t('accountingExport.period')}
          htmlFor="accounting-export-period"
          validateStatus={days ? undefined : 'error'}
          help={days ? undefined : t('accountingExport.periodRequired')}
          style={{ marginBottom: 0 }}
        >
          <DatePicker.RangePicker
            id="accounting-export-period"
            value={days}
            format="YYYY-MM-DD"
            onChange={(value) => setDays(value && value[0] && value[1] ? [value[0], value[1]] : null)}
          />
        </Form.Item>
      </Form>
      {period && summary.isFetching && !found && (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('accountingExport.counting')}</Typography.Text>
        </Flex>
      )}
      {period && found && found.count === 0 && <Alert type="info" showIcon title={t('accountingExport.none')} />}
      {period && found && found.count > 0 && (
        <Flex vertical gap={8} role="region" aria-label={t('accountingExport.title')}>
          <Typography.Text strong>{t('accountingExport.count', { count: found.count })}</Typography.Text>
          <Typography.Text type="secondary">{t('accountingExport.layout')}</Typography.Text>
          {ranges.length > 1 && (
            <Alert type="warning" showIcon title={t('accountingExport.split', { perFile: found.perFile, files: ranges.length })} />
          )}
          <Flex gap={8} wrap>
            {ranges.map((range) => (
              <Button
                key={range.part}
                type={range.part === 1 ? 'primary' : 'default'}
                icon={<DownloadOutlined />}
                loading={download.isPending && download.variables === range.part}
                disabled={download.isPending && download.variables !== range.part}
                onClick={() => download.mutate(range.part)}
              >
                {ranges.length === 1 ? t('accountingExport.download') : t('accountingExport.range', { first: range.first, last: range.last })}
              </Button>
            ))}
          </Flex>
        </Flex>
      )}
    </Flex>
  )
}
