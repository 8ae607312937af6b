import '@/shared/ui/phone.css'
import './documents.css'

import DeleteOutlined from '@ant-design/icons/DeleteOutlined'
import EyeOutlined from '@ant-design/icons/EyeOutlined'
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined'
import FileAddOutlined from '@ant-design/icons/FileAddOutlined'
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined'
import UploadOutlined from '@ant-design/icons/UploadOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type ExpiryState, expiryState } from '@/shared/lib/expiry'
import { formatInZone, zonedDate } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'

import { useDeleteDocument } from '../api/deleteDocument'
import { type TeacherDocument, useDocumentList } from '../api/documentList'
import { usePrivateFileLink } from '../api/privateFileLink'
import type { DocumentKind } from '../api/uploadDocument'
import { DOCUMENT_KINDS, fileSizeText, VETTING_KINDS } from '../lib/documentRules'
import { UploadDocumentForm } from './UploadDocumentForm'

function ExpiryTag({ expiresOn, state }: { expiresOn: string | null; state: ExpiryState }) {
  const { t } = useTranslation()
  if (!expiresOn) return null
  const date = dayjs(expiresOn).format(t('teacherDocuments.format.date'))
  if (state === 'expired') return <Tag color="error">{t('teacherDocuments.expired', { date })}</Tag>
  if (state === 'soon') return <Tag color="warning">{t('teacherDocuments.expiresSoon', { date })}</Tag>
  return <Tag color="success">{t('teacherDocuments.validUntil', { date })}</Tag>
}

/** An uploaded document's expiry as the server judged it (by the platform's date). */
function documentExpiry(document: TeacherDocument): ExpiryState {
  if (document.expired) return 'expired'
  return document.expiringSoon ? 'soon' : 'valid'
}

interface DocumentsPanelProps {
  /**
   * The vetting expiry dates the teacher's profile holds (registration, first
   * aid, police vetting): shown as on file for a kind with no copy uploaded.
   */
  recorded?: Partial<Record<DocumentKind, string | null>>
  /** A document was uploaded or removed (the profile's dates may have changed with it). */
  onChanged?: () => void
}

/**
 * Every kind of document with what is on file: the copy uploaded, if any
 * (view it through a short-lived link, replace it or remove it), else the
 * expiry the profile records. The vetting documents' expiry is what matching
 * checks.
 */
export function DocumentsPanel({ recorded = {}, onChanged }: DocumentsPanelProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const today = zonedDate(useNow(60_000))
  const list = useDocumentList()
  const remove = useDeleteDocument()
  const link = usePrivateFileLink()
  const [uploading, setUploading] = useState<DocumentKind | null>(null)
  const [openingId, setOpeningId] = useState<number | null>(null)

  const view = (document: TeacherDocument) => {
    // Opened at once, while the tap still counts as the user's, then pointed at the signed link.
    const tab = window.open('', '_blank')
    setOpeningId(document.id)
    link.mutate(
      { fileId: document.fileId },
      {
        onSuccess: ({ url }) => {
          if (tab) tab.location.href = url
          else window.location.assign(url)
        },
        onError: () => tab?.close(),
        onSettled: () => setOpeningId(null),
      },
    )
  }

  if (list.isPending) return <Skeleton active className="teacher-card teacher-skeleton" />
  if (list.isError) {
    return (
      <Result
        status="warning"
        title={t('teacherDocuments.failed')}
        extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    )
  }

  const byKind = new Map(list.data.list.map((document) => [document.kind, document]))
  const current = uploading ? (byKind.get(uploading) ?? null) : null
  const warned = list.data.warnings.filter((kind, index, kinds) => kinds.indexOf(kind) === index)

  return (
    <Flex vertical gap={12}>
      {warned.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('teacherDocuments.warning')}
          description={warned.map((kind) => t(`teacherDocuments.kinds.${kind}.name`)).join(', ')}
        />
      )}
      <Typography.Paragraph type="secondary" className="teacher-footnote">
        {t('teacherDocuments.intro')}
      </Typography.Paragraph>
      {DOCUMENT_KINDS.map((kind) => {
        const document = byKind.get(kind)
        const recordedExpiry = document ? null : (recorded[kind] ?? null)
        const onFile = document !== undefined || recordedExpiry !== null
        const name = t(`teacherDocuments.kinds.${kind}.name`)
        return (
          <Card key={kind} className="teacher-card document-card" role="article" aria-label={name}>
            <Flex gap={12} align="flex-start">
              <span className={onFile ? 'document-card__icon document-card__icon--done' : 'document-card__icon'} aria-hidden>
                {onFile ? <FileDoneOutlined /> : <FileAddOutlined />}
              </span>
              <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Flex gap={6} align="center" wrap>
                  <Typography.Text strong>{name}</Typography.Text>
                  {VETTING_KINDS.includes(kind) && (
                    <Tag icon={<SafetyCertificateOutlined />} color="blue" variant="filled">
                      {t('teacherDocuments.vetting')}
                    </Tag>
                  )}
                </Flex>
                {document ? (
                  <>
                    <Typography.Text type="secondary" ellipsis>
                      {document.fileName} · {fileSizeText(document.size)}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t('teacherDocuments.uploadedAt', {
                        time: formatInZone(document.uploadedAt, t('teacherDocuments.format.dateTime')),
                      })}
                    </Typography.Text>
                    {document.issuedOn && (
                      <Typography.Text type="secondary">
                        {t('teacherDocuments.issuedOn', {
                          date: dayjs(document.issuedOn).format(t('teacherDocuments.format.date')),
                        })}
                      </Typography.Text>
                    )}
                    <div>
                      <ExpiryTag expiresOn={document.expiresOn} state={documentExpiry(document)} />
                    </div>
                  </>
                ) : recordedExpiry ? (
                  <>
                    <Typography.Text type="secondary">{t('teacherDocuments.recorded')}</Typography.Text>
                    <div>
                      <ExpiryTag expiresOn={recordedExpiry} state={expiryState(recordedExpiry, today)} />
                    </div>
                  </>
                ) : (
                  <Typography.Text type="secondary">{t(`teacherDocuments.kinds.${kind}.hint`)}</Typography.Text>
                )}
              </Flex>
            </Flex>
            <Flex gap={8} justify="flex-end" wrap className="document-card__actions">
              {document && (
                <>
                  <Popconfirm
                    title={t('teacherDocuments.delete.title', { name })}
                    description={VETTING_KINDS.includes(kind) ? t('teacherDocuments.delete.vetting') : undefined}
                    okText={t('teacherDocuments.delete.ok')}
                    cancelText={t('common.cancel')}
                    onConfirm={() =>
                      remove.mutate(
                        { id: document.id },
                        {
                          onSuccess: () => {
                            onChanged?.()
                            void message.success(t('teacherDocuments.delete.done'))
                          },
                        },
                      )
                    }
                  >
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      loading={remove.isPending && remove.variables?.id === document.id}
                      aria-label={t('teacherDocuments.delete.label', { name })}
                    />
                  </Popconfirm>
                  <Button icon={<EyeOutlined />} loading={openingId === document.id} onClick={() => view(document)}>
                    {t('teacherDocuments.view')}
                  </Button>
                </>
              )}
              <Button
                type={document ? 'default' : 'primary'}
                icon={<UploadOutlined />}
                onClick={() => setUploading(kind)}
                aria-label={t(document ? 'teacherDocuments.replaceLabel' : 'teacherDocuments.uploadLabel', { name })}
              >
                {t(document ? 'teacherDocuments.replace' : 'teacherDocuments.upload')}
              </Button>
            </Flex>
          </Card>
        )
      })}
      <Drawer
        open={uploading !== null}
        placement="bottom"
        size="auto"
        title={uploading ? t(`teacherDocuments.kinds.${uploading}.name`) : ''}
        onClose={() => setUploading(null)}
        destroyOnHidden
        className="teacher-sheet"
      >
        {uploading && (
          <UploadDocumentForm
            kind={uploading}
            current={current}
            today={today}
            onUploaded={() => {
              setUploading(null)
              onChanged?.()
              void message.success(t('teacherDocuments.uploaded'))
            }}
            onCancel={() => setUploading(null)}
          />
        )}
      </Drawer>
    </Flex>
  )
}
