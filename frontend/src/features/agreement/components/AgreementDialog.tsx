import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Checkbox from 'antd/es/checkbox'
import Flex from 'antd/es/flex'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import { type MouseEvent, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'

import { useAgreeAgreement } from '../api/agreeAgreement'
import { useSystemConfig } from '../api/systemConfig'
import { PolicyDocument } from './PolicyDocument'

type Policy = 'terms' | 'privacy'

interface AgreementDialogProps {
  open: boolean
  /** The server has recorded the acceptance. */
  onAccepted: () => void
  /** The centre confirmed that it will not accept: the session ends. */
  onDeclined: () => void | Promise<void>
}

/** A centre must accept the Terms of Use and Privacy Policy before it continues. */
export function AgreementDialog({ open, onAccepted, onDeclined }: AgreementDialogProps) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const systemConfig = useSystemConfig(open)
  const agree = useAgreeAgreement()
  const [checked, setChecked] = useState(false)
  const [policy, setPolicy] = useState<Policy | null>(null)

  const next = () => {
    // One acceptance only: ignore presses while it is being recorded or once it is.
    if (agree.isPending || agree.isSuccess) return
    if (!checked) {
      void message.warning(t('agreement.mustAgree'))
      return
    }
    agree.mutate(undefined, { onSuccess: () => onAccepted() })
  }

  const askToClose = () => {
    modal.confirm({
      title: t('agreement.closeConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: onDeclined,
      onCancel: () => void message.info(t('common.operationCanceled')),
    })
  }

  const openPolicy = (which: Policy) => (event: MouseEvent) => {
    // The links sit inside the checkbox's label: opening a policy must not tick it.
    event.preventDefault()
    event.stopPropagation()
    setPolicy(which)
  }

  return (
    <>
      <Modal
        open={open}
        title={
          <Flex gap={8} align="center">
            <FileProtectOutlined aria-hidden />
            {t('agreement.title')}
          </Flex>
        }
        onCancel={askToClose}
        keyboard={false}
        mask={{ closable: false }}
        width={520}
        footer={[
          <Button key="back" onClick={askToClose} disabled={agree.isPending}>
            {t('agreement.back')}
          </Button>,
          <Button key="next" type="primary" onClick={next} loading={agree.isPending}>
            {t('agreement.next')}
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">{t('agreement.intro')}</Typography.Paragraph>
        <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)}>
          <Trans
            i18nKey="agreement.consent"
            components={{
              terms: <Typography.Link href="#terms" onClick={openPolicy('terms')} />,
              privacy: <Typography.Link href="#privacy" onClick={openPolicy('privacy')} />,
            }}
          />
        </Checkbox>
      </Modal>
      <PolicyDocument
        title={policy === 'privacy' ? t('agreement.privacyPolicy') : t('agreement.termsOfUse')}
        html={policy === 'privacy' ? systemConfig.data?.privacyPolicy : systemConfig.data?.agreement}
        open={policy !== null}
        onClose={() => setPolicy(null)}
      />
    </>
  )
}
