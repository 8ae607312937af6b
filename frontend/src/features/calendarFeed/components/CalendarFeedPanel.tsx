import './calendarFeed.css'

import CopyOutlined from '@ant-design/icons/CopyOutlined'
import LinkOutlined from '@ant-design/icons/LinkOutlined'
import PoweroffOutlined from '@ant-design/icons/PoweroffOutlined'
import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import SyncOutlined from '@ant-design/icons/SyncOutlined'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Input from 'antd/es/input'
import Skeleton from 'antd/es/skeleton'
import Space from 'antd/es/space'
import Tabs from 'antd/es/tabs'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'

import { type FeedOwner, useCalendarFeed } from '../api/calendarFeed'
import { useRegenerateFeed } from '../api/regenerateFeed'
import { useTurnFeedOff } from '../api/turnFeedOff'
import { useTurnFeedOn } from '../api/turnFeedOn'
import { feedUrl, googleCalendarUrl, outlookCalendarUrl, webcalUrl } from '../lib/feedAddress'

interface CalendarFeedPanelProps {
  owner: FeedOwner
  /** What the subscribed calendar is called where the app can name it (Outlook). */
  calendarName: string
}

const APPS = ['google', 'apple', 'outlook'] as const
type CalendarApp = (typeof APPS)[number]

const STEPS = ['step1', 'step2', 'step3'] as const

function Steps({ app }: { app: CalendarApp }) {
  const { t } = useTranslation()
  return (
    <ol className="calendar-feed__steps">
      {STEPS.map((step) => (
        <li key={step}>{t(`calendarFeed.${app}.${step}`)}</li>
      ))}
    </ol>
  )
}

/**
 * The account's private calendar feed: turn it on, and then its address to
 * copy, how Google, Apple and Outlook calendars subscribe to it, and the ways
 * to replace it (the old address dies at once) or turn it off.
 */
export function CalendarFeedPanel({ owner, calendarName }: CalendarFeedPanelProps) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const feed = useCalendarFeed(owner)
  const turnOn = useTurnFeedOn(owner)
  const regenerate = useRegenerateFeed(owner)
  const turnOff = useTurnFeedOff(owner)

  if (feed.isPending) return <Skeleton active paragraph={{ rows: 3 }} />
  if (feed.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('calendarFeed.loadFailed')}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void feed.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    )
  }

  const intro = <Typography.Paragraph type="secondary">{t(`calendarFeed.intro.${owner}`)}</Typography.Paragraph>
  const { feedPath, turnedOnAt, pastDays, refreshMinutes } = feed.data
  if (!feedPath) {
    return (
      <Flex vertical gap={8} align="flex-start">
        {intro}
        <Button
          type="primary"
          icon={<LinkOutlined />}
          loading={turnOn.isPending}
          onClick={() => turnOn.mutate(undefined, { onSuccess: () => void message.success(t('calendarFeed.turnedOn')) })}
        >
          {t('calendarFeed.turnOn')}
        </Button>
      </Flex>
    )
  }

  const url = feedUrl(feedPath, window.location.origin)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      void message.success(t('calendarFeed.copied'))
    } catch {
      void message.error(t('calendarFeed.copyFailed'))
    }
  }
  const confirmRegenerate = () =>
    modal.confirm({
      title: t('calendarFeed.regenerateTitle'),
      content: t('calendarFeed.regenerateBody'),
      okText: t('calendarFeed.regenerate'),
      cancelText: t('common.cancel'),
      onOk: () => regenerate.mutateAsync().then(() => void message.success(t('calendarFeed.regenerated'))),
    })
  const confirmTurnOff = () =>
    modal.confirm({
      title: t('calendarFeed.turnOffTitle'),
      content: t('calendarFeed.turnOffBody'),
      okText: t('calendarFeed.turnOff'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => turnOff.mutateAsync().then(() => void message.success(t('calendarFeed.turnedOff'))),
    })
  const openers: Record<CalendarApp, string> = {
    google: googleCalendarUrl(url),
    apple: webcalUrl(url),
    outlook: outlookCalendarUrl(url, calendarName),
  }

  return (
    <Flex vertical gap={12} className="calendar-feed">
      {intro}
      <Flex vertical gap={4}>
        <Typography.Text strong id={`calendar-feed-link-${owner}`}>
          {t('calendarFeed.link')}
        </Typography.Text>
        <Space.Compact block>
          <Input
            readOnly
            value={url}
            aria-labelledby={`calendar-feed-link-${owner}`}
            className="calendar-feed__url"
            onFocus={(event) => event.target.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('calendarFeed.copy')}
          </Button>
        </Space.Compact>
        {turnedOnAt && (
          <Typography.Text type="secondary" className="calendar-feed__note">
            {t('calendarFeed.onSince', { date: formatInZone(turnedOnAt, t('calendarFeed.dateFormat')) })}
          </Typography.Text>
        )}
      </Flex>
      <Alert type="info" showIcon title={t('calendarFeed.private')} />
      <Tabs
        size="small"
        aria-label={t('calendarFeed.howTo')}
        items={APPS.map((app) => ({
          key: app,
          label: t(`calendarFeed.${app}.title`),
          children: (
            <Flex vertical gap={8} align="flex-start">
              <Steps app={app} />
              <Button href={openers[app]} target="_blank" rel="noopener noreferrer" icon={<LinkOutlined />}>
                {t(`calendarFeed.${app}.open`)}
              </Button>
            </Flex>
          ),
        }))}
      />
      <Typography.Text type="secondary" className="calendar-feed__note">
        {t('calendarFeed.coverage', { days: pastDays, minutes: refreshMinutes })}
      </Typography.Text>
      <Flex gap={8} wrap justify="flex-end">
        <Button icon={<SyncOutlined />} loading={regenerate.isPending} onClick={confirmRegenerate}>
          {t('calendarFeed.regenerate')}
        </Button>
        <Button danger icon={<PoweroffOutlined />} loading={turnOff.isPending} onClick={confirmTurnOff}>
          {t('calendarFeed.turnOff')}
        </Button>
      </Flex>
    </Flex>
  )
}
