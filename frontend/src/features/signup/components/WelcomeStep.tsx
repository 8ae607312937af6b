import GiftOutlined from '@ant-design/icons/GiftOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'

import { useSignupState } from '../lib/signupState'
import { type SignupVoucher, signupStore } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

function VoucherCard({ voucher }: { voucher: SignupVoucher }) {
  const { t } = useTranslation()
  return (
    <section className="voucher-card" aria-label={t('signup.welcome.voucherLabel')}>
      <div className="voucher-card__value">
        <GiftOutlined className="voucher-card__icon" />
        <span className="voucher-card__amount" data-testid="voucher-value">
          {formatMoney(voucher.parValue)}
        </span>
      </div>
      <div className="voucher-card__body">
        <Typography.Text strong className="voucher-card__name">
          {voucher.name}
        </Typography.Text>
        <Typography.Text type="secondary">{t('signup.welcome.voucherUse')}</Typography.Text>
        <Typography.Text data-testid="voucher-valid-until">
          {t('signup.welcome.validUntil', {
            date: formatInZone(voucher.validityEndTime, t('signup.welcome.dateFormat')),
          })}
        </Typography.Text>
      </div>
    </section>
  )
}

/** /welcome: the signup voucher, and the way to the dashboard. */
export function WelcomeStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const done = useSignupState(signupStore).done
  const voucher = done?.voucher ?? null

  return (
    <SignupFrame step="welcome" title={t('signup.welcome.title', { name: done?.centreName ?? '' })}>
      {voucher ? (
        <>
          <Typography.Paragraph type="secondary">{t('signup.welcome.voucherIntro')}</Typography.Paragraph>
          <VoucherCard voucher={voucher} />
        </>
      ) : (
        <Result className="signup-result" status="info" title={t('signup.welcome.noVoucher')} />
      )}
      <Flex vertical gap={8} className="signup-welcome__actions">
        <Button type="primary" size="large" block onClick={() => void navigate('/dashboard', { replace: true })}>
          {t('signup.welcome.dashboard')}
        </Button>
        <Button size="large" block onClick={() => void navigate('/Create-Job/Standard Booking', { replace: true })}>
          {t('signup.welcome.book')}
        </Button>
      </Flex>
    </SignupFrame>
  )
}
