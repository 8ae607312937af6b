import ClearOutlined from '@ant-design/icons/ClearOutlined'
import Button from 'antd/es/button'
import Col from 'antd/es/col'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Row from 'antd/es/row'
import Select from 'antd/es/select'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { zonedDate } from '@/shared/lib/platformTime'

import {
  DEFAULT_FILTERS,
  type FinderFilters,
  type Gender,
  MIN_RATING_CHOICES,
  type Qualification,
  RADIUS_CHOICES,
  RANK_CHOICES,
} from '../lib/finderFilters'

interface FinderFiltersBarProps {
  filters: FinderFilters
  onChange: (filters: FinderFilters) => void
}

const ANY = 'any'

/** The finder's filters; every change searches again (the name once it is submitted). */
export function FinderFiltersBar({ filters, onChange }: FinderFiltersBarProps) {
  const { t } = useTranslation()
  // Today in the platform's zone: the server refuses an earlier availability date.
  const [today] = useState(() => zonedDate(Date.now()))
  const set = (change: Partial<FinderFilters>) => onChange({ ...filters, ...change })

  return (
    <Form layout="vertical" className="finder-filters" aria-label={t('finder.filters.label')}>
      <Row gutter={[12, 0]}>
        <Col xs={12} sm={8} lg={4} xl={3}>
          <Form.Item label={t('finder.filters.radius')} htmlFor="finder-radius">
            <Select
              id="finder-radius"
              value={filters.radiusKm}
              onChange={(radiusKm) => set({ radiusKm })}
              options={RADIUS_CHOICES.map((km) => ({ value: km, label: t('finder.filters.km', { km }) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8} lg={4} xl={3}>
          <Form.Item label={t('finder.filters.qualification')} htmlFor="finder-qualification">
            <Select
              id="finder-qualification"
              value={filters.qualification ?? ANY}
              onChange={(value) => set({ qualification: value === ANY ? null : (value as Qualification) })}
              options={[
                { value: ANY, label: t('finder.filters.any') },
                ...([1, 2, 3] as const).map((value) => ({ value, label: t(`finder.qualification.${value}`) })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8} lg={4} xl={3}>
          <Form.Item label={t('finder.filters.gender')} htmlFor="finder-gender">
            <Select
              id="finder-gender"
              value={filters.gender}
              onChange={(gender: Gender) => set({ gender })}
              options={[
                { value: 0, label: t('finder.filters.any') },
                { value: 1, label: t('finder.gender.1') },
                { value: 2, label: t('finder.gender.2') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8} lg={4} xl={3}>
          <Form.Item label={t('finder.filters.rank')} htmlFor="finder-rank">
            <Select
              id="finder-rank"
              value={filters.rankName ?? ANY}
              onChange={(value) => set({ rankName: value === ANY ? null : value })}
              options={[
                { value: ANY, label: t('finder.filters.any') },
                ...RANK_CHOICES.map((rank) => ({ value: rank, label: t(`finder.rank.${rank}`) })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8} lg={4} xl={3}>
          <Form.Item label={t('finder.filters.minRating')} htmlFor="finder-rating">
            <Select
              id="finder-rating"
              value={filters.minRating ?? ANY}
              onChange={(value) => set({ minRating: value === ANY ? null : Number(value) })}
              options={[
                { value: ANY, label: t('finder.filters.any') },
                ...MIN_RATING_CHOICES.map((rating) => ({
                  value: rating,
                  label: t('finder.filters.ratingAtLeast', { rating }),
                })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8} lg={4} xl={3}>
          <Form.Item label={t('finder.filters.availableOn')} htmlFor="finder-date">
            <DatePicker
              id="finder-date"
              className="finder-filters__date"
              value={filters.availableOn ? dayjs(filters.availableOn) : null}
              onChange={(date) => set({ availableOn: date ? date.format('YYYY-MM-DD') : null })}
              disabledDate={(date) => date.format('YYYY-MM-DD') < today}
              placeholder={t('finder.filters.anyDay')}
              format={t('finder.dateFormat')}
              inputReadOnly
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16} lg={18} xl={4}>
          <Form.Item label={t('finder.filters.name')} htmlFor="finder-name">
            <Input.Search
              // A new name from outside (Clear) starts the box afresh.
              key={filters.name}
              id="finder-name"
              defaultValue={filters.name}
              placeholder={t('finder.filters.namePlaceholder')}
              maxLength={64}
              allowClear
              onSearch={(name) => set({ name: name.trim() })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} lg={6} xl={2}>
          <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
            <Button block icon={<ClearOutlined />} onClick={() => onChange({ ...DEFAULT_FILTERS })}>
              {t('finder.filters.clear')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  )
}
