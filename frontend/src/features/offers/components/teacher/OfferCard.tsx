import '@/shared/ui/phone.css'
import './teacherOffers.css'

import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { OpenOffer } from '../../api/openOffers'
import { APPLICATION_STATUS_COLOURS, OFFER_STATUS_COLOURS, rateRangeText } from '../../lib/offerRules'

/** One permanent job offer as a card: centre, place, title, work type, rate band and dates. */
export function OfferCard({ offer, onOpen }: { offer: OpenOffer; onOpen: () => void }) {
  const { t } = useTranslation()
  const date = (value: string) => dayjs(value).format(t('teacherOffers.dateFormat'))
  const place = [offer.suburb, offer.city].filter(Boolean).join(', ')

  return (
    <Card
      className="teacher-card offer-card"
      role="article"
      hoverable
      onClick={onOpen}
      aria-label={t('teacherOffers.card.label', { title: offer.title, centre: offer.centreName })}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Title level={5} className="offer-card__title">
              {offer.title}
            </Typography.Title>
            <Typography.Text strong>{offer.centreName}</Typography.Text>
          </Flex>
          {offer.myApplicationStatus ? (
            <Tag color={APPLICATION_STATUS_COLOURS[offer.myApplicationStatus]}>
              {t(`teacherOffers.applicationStatus.${offer.myApplicationStatus}`)}
            </Tag>
          ) : (
            offer.status !== 1 && <Tag color={OFFER_STATUS_COLOURS[offer.status]}>{t(`teacherOffers.status.${offer.status}`)}</Tag>
          )}
        </Flex>
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {place ? `${place} · ` : ''}
          {t('teacherOffers.card.distance', { km: offer.distanceKm.toFixed(1) })}
        </Typography.Text>
        <Flex gap={4} wrap>
          <Tag color="blue">{t(`teacherOffers.workType.${offer.workType}`)}</Tag>
          <Tag color="green">{t('teacherOffers.card.rate', { band: rateRangeText(offer.rateRange) })}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {t('teacherOffers.card.starts', { date: date(offer.startsOn) })}
          {offer.endsOn ? ` ${t('teacherOffers.card.ends', { date: date(offer.endsOn) })}` : ''} ·{' '}
          {t('teacherOffers.card.expires', { date: date(offer.expiresOn) })}
        </Typography.Text>
      </Flex>
    </Card>
  )
}
