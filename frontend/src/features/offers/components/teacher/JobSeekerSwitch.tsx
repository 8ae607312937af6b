import App from 'antd/es/app'
import Flex from 'antd/es/flex'
import Switch from 'antd/es/switch'
import Typography from 'antd/es/typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

interface JobSeekerSwitchProps {
  checked: boolean
  loading: boolean
  onChange: (next: boolean) => Promise<unknown>
}

/** "Looking for a permanent job": the profile's free job seeker flag. */
export function JobSeekerSwitch({ checked, loading, onChange }: JobSeekerSwitchProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const labelId = useId()
  return (
    <Flex justify="space-between" align="center" gap={12}>
      <Flex vertical gap={0} style={{ minWidth: 0 }}>
        <Typography.Text strong id={labelId}>
          {t('teacherOffers.seeker.label')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('teacherOffers.seeker.hint')}</Typography.Text>
      </Flex>
      <Switch
        checked={checked}
        loading={loading}
        aria-labelledby={labelId}
        onChange={(next) =>
          void onChange(next).then(() => message.success(t(next ? 'teacherOffers.seeker.on' : 'teacherOffers.seeker.off')))
        }
      />
    </Flex>
  )
}
