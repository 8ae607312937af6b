import '@/shared/ui/phone.css'
import '@/features/offers/components/teacher/teacherOffers.css'

import App from 'antd/es/app'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { useApplyOffer, useWithdrawApplication } from '@/features/offers/api/applyOffer'
import { useOpenOffer } from '@/features/offers/api/openOffers'
import { APPLICATION_STATUS_COLOURS, mayApply, mayWithdraw, rateRangeText } from '@/features/offers/lib/offerRules'

/** One permanent job offer: the role, the centre, and Apply (with a message) or Withdraw. */
export default function OfferDetailPage() {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const { offerId } = useParams()
  const id = Number(offerId)
  const offer = useOpenOffer(Number.isInteger(id) && id > 0 ? id : null, true)
  const apply = useApplyOffer()
  const withdraw = useWithdrawApplication()
  const [form] = Form.useForm<{ message?: string }>()

  if (offer.isPending) return <Skeleton active />
  if (offer.isError) return <Result status="404" title={t('teacherOffers.failed')} />
  const data = offer.data
  const date = (value: string) => dayjs(value).format(t('teacherOffers.dateFormat'))
  const place = [data.suburb, data.city].filter(Boolean).join(', ')

  return (
    <Flex vertical gap={12}>
      <Card className="teacher-card">
        <Flex vertical gap={4}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.title}
          </Typography.Title>
          <Typography.Text strong>{data.centreName}</Typography.Text>
          <Typography.Text type="secondary">
            {place ? `${place} · ` : ''}
            {t('teacherOffers.card.distance', { km: data.distanceKm.toFixed(1) })}
          </Typography.Text>
        </Flex>
        <Descriptions
          size="small"
          column={1}
          style={{ marginTop: 12 }}
          items={[
            { key: 'type', label: t('teacherOffers.detail.workType'), children: t(`teacherOffers.workType.${data.workType}`) },
            {
              key: 'rate',
              label: t('teacherOffers.detail.rate'),
              children: t('teacherOffers.card.rate', { band: rateRangeText(data.rateRange) }),
            },
            { key: 'starts', label: t('teacherOffers.detail.starts'), children: date(data.startsOn) },
            {
              key: 'ends',
              label: t('teacherOffers.detail.ends'),
              children: data.endsOn ? date(data.endsOn) : t('teacherOffers.detail.noEnd'),
            },
            { key: 'expires', label: t('teacherOffers.detail.expires'), children: date(data.expiresOn) },
          ]}
        />
      </Card>
      <Card className="teacher-card" title={t('teacherOffers.detail.description')}>
        <Typography.Paragraph className="offer-detail__description">{data.description}</Typography.Paragraph>
      </Card>
      {data.status !== 1 && (
        <Alert type="info" showIcon title={t('teacherOffers.detail.notOpen', { status: t(`teacherOffers.statusWord.${data.status}`) })} />
      )}
      {data.myApplicationStatus && data.myApplicationId && (
        <Card className="teacher-card">
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text strong>{t('teacherOffers.detail.yourApplication')}</Typography.Text>
            <Tag color={APPLICATION_STATUS_COLOURS[data.myApplicationStatus]}>
              {t(`teacherOffers.applicationStatus.${data.myApplicationStatus}`)}
            </Tag>
          </Flex>
          {mayWithdraw(data.status, data.myApplicationStatus) && (
            <Button
              block
              danger
              style={{ marginTop: 12 }}
              loading={withdraw.isPending}
              onClick={() =>
                modal.confirm({
                  title: t('teacherOffers.detail.withdrawTitle'),
                  content: t('teacherOffers.detail.withdrawConfirm'),
                  okText: t('teacherOffers.detail.withdraw'),
                  okButtonProps: { danger: true },
                  cancelText: t('common.cancel'),
                  onOk: () =>
                    withdraw.mutateAsync(data.myApplicationId ?? 0).then(() => {
                      void message.success(t('teacherOffers.detail.withdrawn'))
                    }),
                })
              }
            >
              {t('teacherOffers.detail.withdraw')}
            </Button>
          )}
        </Card>
      )}
      {mayApply(data.status, data.myApplicationStatus) && (
        <Card className="teacher-card">
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) =>
              apply.mutate(
                { offerId: data.id, message: values.message?.trim() || null },
                {
                  onSuccess: () => {
                    void message.success(t('teacherOffers.detail.applied', { centre: data.centreName }))
                    form.resetFields()
                  },
                },
              )
            }
          >
            <Form.Item name="message" label={t('teacherOffers.detail.message')}>
              <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('teacherOffers.detail.messagePlaceholder')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={apply.isPending}>
              {t('teacherOffers.detail.apply')}
            </Button>
          </Form>
        </Card>
      )}
    </Flex>
  )
}
