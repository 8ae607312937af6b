import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import { useTranslation } from 'react-i18next'

import { linkAddress } from './linkRules'

interface LinkDialogProps {
  open: boolean
  /** The address of the link where the cursor is, or '' for a new one. */
  address: string
  onApply: (address: string) => void
  onRemove: () => void
  onCancel: () => void
}

/** Asks for a link's address (a web page or an e-mail address); removes the link where the cursor is. */
export function LinkDialog({ open, address, onApply, onRemove, onCancel }: LinkDialogProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ address: string }>()

  const apply = ({ address: typed }: { address: string }) => {
    const checked = linkAddress(typed)
    if (checked) onApply(checked)
  }

  return (
    <Modal
      title={t('richText.linkTitle')}
      open={open}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        address ? (
          <Button key="remove" danger onClick={onRemove}>
            {t('richText.linkRemove')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onCancel}>
          {t('richText.cancel')}
        </Button>,
        <Button key="apply" type="primary" onClick={() => form.submit()}>
          {t('richText.linkApply')}
        </Button>,
      ]}
    >
      <Form form={form} name="link" layout="vertical" onFinish={apply} initialValues={{ address }} preserve={false}>
        <Form.Item
          name="address"
          label={t('richText.linkAddress')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!linkAddress(value ?? '')) throw new Error(t('richText.linkInvalid'))
              },
            },
          ]}
        >
          <Input autoFocus placeholder={t('richText.linkPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
