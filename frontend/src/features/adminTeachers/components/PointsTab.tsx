import App from 'antd/es/app'
import Button from 'antd/es/button'
import Divider from 'antd/es/divider'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Statistic from 'antd/es/statistic'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formatInZone } from '@/shared/lib/platformTime'
import { useRankName } from '@/shared/ui/rankName/useRankName'

import { type TeacherDetail, useTeacherChange } from '../api/teacherDetail'
import { adjustPoints } from '../api/teacherPoints'
import { adjustmentProblem, nextRank, rankFor } from '../lib/teacherRules'

const WHEN = 'YYYY-MM-DD HH:mm'

interface AdjustValues {
  change?: number | null
  reason?: string
}

/** Rank and points, every rank's threshold, the adjustments made by hand and, with teacher:points, a new one. */
export function PointsTab({ detail }: { detail: TeacherDetail }) {
  const { t } = useTranslation()
  const rankName = useRankName()
  const { message } = App.useApp()
  const mayAdjust = usePermission('teacher:points')
  const { teacher } = detail
  const adjust = useTeacherChange(teacher.teacherId, adjustPoints)
  const [form] = Form.useForm<AdjustValues>()
  const change = Form.useWatch('change', form)
  const next = nextRank(teacher.points, detail.ranks)
  const preview = typeof change === 'number' && change !== 0 ? rankFor(teacher.points + change, detail.ranks) : null

  const finish = (values: AdjustValues) => {
    adjust.mutate(
      { teacherId: teacher.teacherId, change: values.change ?? 0, reason: values.reason?.trim() ?? '' },
      {
        onSuccess: (answer) => {
          void message.success(t('adminTeachers.points.done', { points: answer.points, rank: rankName(answer.rank) }))
          form.resetFields()
        },
      },
    )
  }

  return (
    <Flex vertical gap={16}>
      <Flex gap={32} wrap>
        <Statistic title={t('adminTeachers.columns.rank')} value={rankName(teacher.rank)} />
        <Statistic title={t('adminTeachers.columns.points')} value={teacher.points} />
        <Statistic
          title={t('adminTeachers.points.next')}
          value={next ? t('adminTeachers.points.toNext', { count: next.missing, rank: rankName(next.rank.name) }) : t('adminTeachers.points.top')}
        />
      </Flex>
      <Table
        size="small"
        rowKey="rankId"
        pagination={false}
        dataSource={detail.ranks}
        columns={[
          {
            key: 'name',
            title: t('adminTeachers.columns.rank'),
            render: (_, rank) => (rank.rankId === teacher.rankId ? <Tag color="blue">{rankName(rank.name)}</Tag> : rankName(rank.name)),
          },
          { key: 'needed', title: t('adminTeachers.points.needed'), dataIndex: 'pointsNeeded' },
        ]}
      />
      {mayAdjust && (
        <>
          <Divider titlePlacement="start" plain>
            {t('adminTeachers.points.adjust')}
          </Divider>
          <Form<AdjustValues> form={form} layout="vertical" onFinish={finish} aria-label={t('adminTeachers.points.adjust')}>
            <Form.Item
              name="change"
              label={t('adminTeachers.points.change')}
              extra={preview ? t('adminTeachers.points.preview', { points: teacher.points + (change ?? 0), rank: rankName(preview.name) }) : t('adminTeachers.points.changeHelp')}
              rules={[
                {
                  validator: (_, value: number | null | undefined) => {
                    const problem = adjustmentProblem(teacher.points, value, 'reason')
                    return problem ? Promise.reject(new Error(t(`adminTeachers.points.problems.${problem}`, { points: teacher.points }))) : Promise.resolve()
                  },
                },
              ]}
            >
              <InputNumber precision={0} min={-100_000} max={100_000} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item
              name="reason"
              label={t('adminTeachers.points.reason')}
              rules={[{ required: true, whitespace: true, message: t('adminTeachers.points.problems.reasonRequired') }]}
            >
              <Input.TextArea rows={2} maxLength={500} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={adjust.isPending}>
              {t('adminTeachers.points.save')}
            </Button>
          </Form>
        </>
      )}
      <Divider titlePlacement="start" plain>
        {t('adminTeachers.points.history')}
      </Divider>
      {detail.adjustments.length ? (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={detail.adjustments}
          columns={[
            { key: 'at', title: t('adminTeachers.points.at'), render: (_, row) => formatInZone(row.createdAt, WHEN) },
            {
              key: 'change',
              title: t('adminTeachers.points.change'),
              render: (_, row) => <Typography.Text type={row.change < 0 ? 'danger' : 'success'}>{row.change > 0 ? `+${row.change}` : row.change}</Typography.Text>,
            },
            { key: 'after', title: t('adminTeachers.points.after'), render: (_, row) => `${row.pointsBefore} → ${row.pointsAfter}` },
            { key: 'reason', title: t('adminTeachers.points.reason'), dataIndex: 'reason' },
            { key: 'staff', title: t('adminTeachers.points.staff'), render: (_, row) => row.staff ?? '—' },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('adminTeachers.points.none')}</Typography.Text>
      )}
    </Flex>
  )
}
