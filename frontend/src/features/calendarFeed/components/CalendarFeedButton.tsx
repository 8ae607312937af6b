import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CalendarFeedPanel } from './CalendarFeedPanel'

/** "Subscribe in your calendar": the centre's calendar feed in a dialog. */
export function CalendarFeedButton({ calendarName }: { calendarName: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button icon={<CalendarOutlined />} onClick={() => setOpen(true)}>
        {t('calendarFeed.subscribe')}
      </Button>
      <Modal
        open={open}
        title={t('calendarFeed.title.centre')}
        width={640}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('calendarFeed.close')}</Button>}
        destroyOnHidden
      >
        <CalendarFeedPanel owner="centre" calendarName={calendarName} />
      </Modal>
    </>
  )
}
