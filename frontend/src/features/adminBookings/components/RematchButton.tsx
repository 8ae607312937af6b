import RedoOutlined from '@ant-design/icons/RedoOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { rematchBooking } from '../api/deskRematch'

interface RematchButtonProps {
  bookingId: number
  onDone: () => void
}

/** Staff run a booking's matching again from its first stage, after confirming. */
export function RematchButton({ bookingId, onDone }: RematchButtonProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)

  const rematch = async () => {
    setBusy(true)
    try {
      const answer = await rematchBooking(bookingId)
      void message.success(t('adminBookings.rematched', { count: answer.invited }))
      onDone()
    } catch {
      // The refusal is shown by the API client.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popconfirm
      title={t('adminBookings.rematchTitle', { id: bookingId })}
      description={t('adminBookings.rematchText')}
      okText={t('adminBookings.rematch')}
      cancelText={t('common.cancel')}
      onConfirm={rematch}
    >
      <Button icon={<RedoOutlined />} loading={busy}>
        {t('adminBookings.rematch')}
      </Button>
    </Popconfirm>
  )
}
