import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Modal from 'antd/es/modal'
import Progress from 'antd/es/progress'
import Typography from 'antd/es/typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { isApiError } from '../../api/ApiError'
import { config } from '../../config'
import { downloadExport, exportPercent, type ExportJob, fetchExportStatus, isSettled } from './exportJob'

/** How often a running export is asked after. */
export const EXPORT_POLL_MS = 1_000

interface ExportButtonProps {
  /** Starts the export of exactly what the list shows now (its filters, sort and shown columns). */
  start: () => Promise<ExportJob>
  disabled?: boolean
}

/**
 * "Export to Excel": starts the list's spreadsheet in the background, shows
 * its progress (rows written of all rows) and, once it is ready, offers the
 * file under its name.
 */
export function ExportButton({ start, disabled = false }: ExportButtonProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [jobId, setJobId] = useState<number | null>(null)
  const [first, setFirst] = useState<ExportJob | null>(null)

  const starting = useMutation({
    mutationFn: start,
    onSuccess: (job) => {
      setFirst(job)
      setJobId(job.id)
    },
  })

  const status = useQuery({
    queryKey: ['listExport', jobId],
    queryFn: ({ signal }) => fetchExportStatus(jobId ?? 0, signal),
    enabled: jobId !== null && !isSettled(first ?? undefined),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : EXPORT_POLL_MS),
    gcTime: 0,
  })

  const download = useMutation({
    mutationFn: downloadExport,
    onError: (error) => void message.error(isApiError(error) ? error.msg : t('request.failed'), config.networkNoticeSeconds),
  })

  const job = status.data ?? first
  const close = () => {
    setJobId(null)
    setFirst(null)
  }

  return (
    <>
      <Button
        icon={<FileExcelOutlined />}
        onClick={() => starting.mutate()}
        loading={starting.isPending}
        disabled={disabled}
      >
        {t('listPage.export.button')}
      </Button>
      <Modal
        title={t('listPage.export.title')}
        open={jobId !== null}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="close" onClick={close}>
            {t('listPage.export.close')}
          </Button>,
          <Button
            key="download"
            type="primary"
            icon={<FileExcelOutlined />}
            disabled={job?.status !== 'ready'}
            loading={download.isPending}
            onClick={() => job && download.mutate(job)}
          >
            {t('listPage.export.download')}
          </Button>,
        ]}
      >
        {job && (
          <Flex vertical gap={12}>
            <Typography.Text>{t(`listPage.export.status.${job.status}`)}</Typography.Text>
            <Progress
              percent={exportPercent(job)}
              status={job.status === 'failed' ? 'exception' : job.status === 'ready' ? 'success' : 'active'}
              aria-label={t('listPage.export.progress')}
            />
            <Typography.Text type="secondary">
              {t('listPage.export.rows', { done: job.done, total: job.total })}
            </Typography.Text>
            {job.status === 'ready' && <Typography.Text strong>{job.fileName}</Typography.Text>}
            {job.status === 'failed' && <Alert type="error" showIcon title={t('listPage.export.failed')} />}
          </Flex>
        )}
      </Modal>
    </>
  )
}
