import App from 'antd/es/app'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { CentreDetail } from '../api/centreDetail'
import { useSwitchAccount } from '../api/accountEnabled'

const NOTICE_LIMIT = 500

/** Switch the centre's account off with the notice its users are shown at every call, or back on (account:enable). */
export function AccountSwitch({ centre }: { centre: CentreDetail }) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const switching = useSwitchAccount()
  const [asking, setAsking] = useState(false)
  const [form] = Form.useForm<{ notice: string }>()

  if (!centre.enabled) {
    const switchOn = () =>
      modal.confirm({
        title: t('adminCentres.account.onTitle', { name: centre.name }),
        content: t('adminCentres.account.onConfirm'),
        okText: t('adminCentres.account.switchOn'),
        onOk: () =>
          switching.mutateAsync({ userId: centre.userId, enabled: true }).then(() => {
            void message.success(t('adminCentres.account.switchedOn', { name: centre.name }))
          }),
      })
    return (
      <Button onClick={switchOn} loading={switching.isPending}>
        {t('adminCentres.account.switchOn')}
      </Button>
    )
  }

  const switchOff = (values: { notice: string }) =>
    switching.mutate(
      { userId: centre.userId, enabled: false, notice: values.notice.trim() },
      {
        onSuccess: () => {
          setAsking(false)
          form.resetFields()
          void message.success(t('adminCentres.account.switchedOff', { name: centre.name }))
        },
      },
    )

  return (
    <>
      <Button danger onClick={() => setAsking(true)}>
        {t('adminCentres.account.switchOff')}
      </Button>
      <Modal
        open={asking}
        title={t('adminCentres.account.offTitle', { name: centre.name })}
        okText={t('adminCentres.account.switchOff')}
        okButtonProps={{ danger: true, loading: switching.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={switchOff} preserve={false}>
          <Form.Item
            name="notice"
            label={t('adminCentres.account.notice')}
            extra={t('adminCentres.account.noticeHelp')}
            rules={[{ required: true, whitespace: true, message: t('adminCentres.account.noticeRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={NOTICE_LIMIT} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
