import './home.css'

import GiftOutlined from '@ant-design/icons/GiftOutlined'
import RocketOutlined from '@ant-design/icons/RocketOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Modal from 'antd/es/modal'
import Result from 'antd/es/result'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import { type Coupon, useCoupon } from '../api/coupon'
import { type HomePopup, markShown, nextPopup } from '../lib/popupGuard'

export const STANDARD_BOOKING_PATH = '/Create-Job/Standard Booking'

interface HomePopupsProps {
  /** The centre has accepted the terms: only then do the popups load. */
  enabled: boolean
}

/**
 * The dashboard's voucher popup (an unused signup voucher) and activity popup
 * (switched on by staff), one after the other, each shown at most once per
 * browser (the `con` guard in local storage).
 */
export function HomePopups({ enabled }: HomePopupsProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const coupon = useCoupon(enabled)
  const [open, setOpen] = useState<HomePopup | null>(null)
  const [decidedFor, setDecidedFor] = useState<Coupon | undefined>(undefined)

  const data = coupon.data
  const upNext = (answer: Coupon) =>
    nextPopup(window.localStorage, { hasVoucher: answer.newCenterCouponFlag, activity: answer.activeFlag })
  // Each answer of the server is looked at once: which popup, if any, is due.
  if (data && data !== decidedFor) {
    setDecidedFor(data)
    if (open === null) setOpen(upNext(data))
  }
  // A popup counts as shown as soon as it opens.
  useEffect(() => {
    if (open) markShown(window.localStorage, open)
  }, [open])

  const close = () => setOpen(data ? upNext(data) : null)
  const bookNow = () => {
    setOpen(null)
    void navigate(STANDARD_BOOKING_PATH)
  }

  return (
    <>
      <Modal
        open={open === 'voucher'}
        onCancel={close}
        keyboard={false}
        mask={{ closable: false }}
        centered
        width={420}
        footer={null}
        // The dialog's name, for a screen reader: the result below shows the same title.
        title={<VisuallyHidden>{t('homePopups.voucher.title')}</VisuallyHidden>}
        className="home-popup"
      >
        <Result
          icon={<GiftOutlined className="home-popup__icon" />}
          title={t('homePopups.voucher.title')}
          subTitle={
            <Flex vertical gap={4}>
              <Typography.Text className="home-popup__value">
                {t('homePopups.voucher.value', { amount: data?.parValue ?? '' })}
              </Typography.Text>
              <span>{t('homePopups.voucher.body')}</span>
              {data?.validityEndTimeData && (
                <Typography.Text type="secondary">
                  {t('homePopups.voucher.validUntil', {
                    date: dayjs(data.validityEndTimeData).format(t('homePopups.dateFormat')),
                  })}
                </Typography.Text>
              )}
            </Flex>
          }
          extra={
            <Button type="primary" size="large" onClick={bookNow}>
              {t('homePopups.voucher.bookNow')}
            </Button>
          }
        />
      </Modal>
      <Modal
        open={open === 'activity'}
        onCancel={close}
        keyboard={false}
        mask={{ closable: false }}
        closable={false}
        centered
        width={420}
        title={<VisuallyHidden>{t('homePopups.activity.title')}</VisuallyHidden>}
        className="home-popup"
        footer={[
          <Button key="skip" onClick={close}>
            {t('homePopups.activity.skip')}
          </Button>,
          <Button key="rate" type="primary" onClick={bookNow}>
            {t('homePopups.activity.checkRate')}
          </Button>,
        ]}
      >
        <Result
          icon={<RocketOutlined className="home-popup__icon" />}
          title={t('homePopups.activity.title')}
          subTitle={t('homePopups.activity.body')}
        />
      </Modal>
    </>
  )
}
