import '@/shared/ui/phone.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Skeleton from 'antd/es/skeleton'
import Steps from 'antd/es/steps'
import Typography from 'antd/es/typography'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'

import { useDocumentList } from '@/features/teacherDocuments/api/documentList'
import { UploadDocumentForm } from '@/features/teacherDocuments/components/UploadDocumentForm'
import { approvalStateKey, useApprovalState } from '@/features/teacherProfile/api/approvalState'
import { BankDetailsForm } from '@/features/teacherProfile/components/BankDetailsForm'
import { isSetupItem, setupSteps, stepAfter } from '@/features/teacherProfile/lib/vetting'
import { zonedDate } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { SetupFrame } from '../layout/SetupFrame'

/**
 * /setup/:item: one document (or the bank account and tax code) of the
 * checklist. Uploading or saving goes on to the next step; "Skip for now"
 * goes on without it; after the last step the overview says what is left.
 */
export default function SetupStepPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { item } = useParams()
  const state = useApprovalState()
  const documents = useDocumentList()
  const today = zonedDate(useNow(60_000))

  if (!isSetupItem(item)) return <Navigate to="/setup" replace />
  const title = t(`teacherProfile.vetting.items.${item}`)
  if (state.isPending || documents.isPending) {
    return (
      <SetupFrame title={title} back="/setup">
        <Skeleton active className="teacher-card teacher-skeleton" />
      </SetupFrame>
    )
  }
  const steps = state.data ? setupSteps(state.data.items) : []
  const index = steps.indexOf(item)
  if (index < 0) return <Navigate to="/setup" replace />

  const checklistItem = state.data?.items.find((each) => each.item === item)
  const current = documents.data?.list.find((document) => document.kind === item) ?? null
  const after = stepAfter(steps, item)
  const goOn = () => void navigate(after ? `/setup/${after}` : '/setup')
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: approvalStateKey })
    void message.success(t('teacherApp.setup.saved'))
    goOn()
  }
  const byItem = new Map(state.data?.items.map((each) => [each.item, each.problem]))

  return (
    <SetupFrame title={title} back="/setup">
      <Card className="teacher-card">
        <nav aria-label={t('teacherApp.setup.checklist')} className="teacher-setup__progress">
          <Typography.Text type="secondary">
            {t('teacherApp.setup.stepOf', { current: index + 1, total: steps.length })}
          </Typography.Text>
          <Steps
            size="small"
            responsive={false}
            current={index}
            items={steps.map((step) => ({
              title: <VisuallyHidden>{t(`teacherProfile.vetting.items.${step}`)}</VisuallyHidden>,
              status: step === item ? 'process' : byItem.get(step) === null ? 'finish' : 'wait',
            }))}
          />
        </nav>
        <Typography.Paragraph type="secondary">{t(`teacherApp.setup.hints.${item}`)}</Typography.Paragraph>
        {checklistItem?.problem === 'requested' && (
          <Alert
            className="teacher-setup__alert"
            type="warning"
            showIcon
            title={t('teacherApp.setup.requested')}
            description={checklistItem.note ?? undefined}
          />
        )}
        {checklistItem?.problem === 'expired' && (
          <Alert className="teacher-setup__alert" type="error" showIcon title={t('teacherApp.setup.expired')} />
        )}
        {item === 'bank_account' ? (
          <BankDetailsForm
            onSaved={saved}
            submitText={t('teacherApp.setup.saveAndContinue')}
            secondary={
              <Button block size="large" onClick={goOn}>
                {t('teacherApp.setup.skip')}
              </Button>
            }
          />
        ) : (
          <UploadDocumentForm
            key={item}
            kind={item}
            current={current}
            today={today}
            onUploaded={saved}
            onCancel={goOn}
            cancelText={t('teacherApp.setup.skip')}
            submitText={t('teacherApp.setup.uploadAndContinue')}
          />
        )}
      </Card>
    </SetupFrame>
  )
}
