import './settings.css'

import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Row from 'antd/es/row'
import Skeleton from 'antd/es/skeleton'
import Tabs from 'antd/es/tabs'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { useSettings } from '../api/settings'
import { type GroupOfSettings, groupedSettings, inLanguage } from '../lib/settingRules'
import { PolicySetting } from './PolicySetting'
import { SettingField } from './SettingField'

interface SettingsPageProps {
  /** The staff member may change settings (setting:edit); without it every input is read-only. */
  canEdit: boolean
}

/**
 * System settings: every run-time setting of the platform by group, one tab
 * each (the tab is in the address, `?group=content`), each edited by the
 * input its kind calls for and saved on its own; the policies in the
 * rich-text editor.
 */
export function SettingsPage({ canEdit }: SettingsPageProps) {
  const { t, i18n } = useTranslation()
  const settings = useSettings()
  const [params, setParams] = useSearchParams()

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 10 }} />
  if (settings.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('adminSettings.loadFailed')}
        action={<Button onClick={() => void settings.refetch()}>{t('adminSettings.retry')}</Button>}
      />
    )
  }

  const groups = groupedSettings(settings.data.groups, settings.data.list)
  const asked = params.get('group')
  const active = groups.some(({ group }) => group.key === asked) ? asked : groups[0]?.group.key

  return (
    <Card title={t('adminSettings.title')} className="settings-page">
      <Typography.Paragraph type="secondary">{t('adminSettings.intro')}</Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon title={t('adminSettings.readOnly')} className="settings-page__alert" />}
      <Tabs
        activeKey={active ?? undefined}
        onChange={(key) => setParams({ group: key }, { replace: true })}
        items={groups.map((group) => ({
          key: group.group.key,
          label: inLanguage(i18n.language, group.group.label, group.group.labelZh),
          children: <GroupPane group={group} canEdit={canEdit} />,
        }))}
      />
    </Card>
  )
}

function GroupPane({ group, canEdit }: { group: GroupOfSettings; canEdit: boolean }) {
  const policies = group.settings.filter((setting) => setting.kind === 'html')
  const fields = group.settings.filter((setting) => setting.kind !== 'html')
  return (
    <Flex vertical gap="middle">
      {fields.length > 0 && (
        <Row gutter={[32, 8]}>
          {fields.map((setting) => (
            <Col key={setting.key} xs={24} xl={12}>
              <SettingField setting={setting} canEdit={canEdit} />
            </Col>
          ))}
        </Row>
      )}
      {policies.map((setting) => (
        <PolicySetting key={setting.key} setting={setting} canEdit={canEdit} />
      ))}
    </Flex>
  )
}
