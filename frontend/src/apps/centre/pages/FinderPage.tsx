import AimOutlined from '@ant-design/icons/AimOutlined'
import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import { useQueryClient } from '@tanstack/react-query'
import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Row from 'antd/es/row'
import Typography from 'antd/es/typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHref, useSearchParams } from 'react-router'

import { useAddFavourite } from '@/features/favourites/api/addFavourite'
import { TeacherProfileDrawer } from '@/features/favourites/components/TeacherProfileDrawer'
import { type FinderItem, finderListKey, useFinderList, useTeachersAround } from '@/features/finder/api/finderList'
import { FinderFiltersBar } from '@/features/finder/components/FinderFiltersBar'
import { FinderList } from '@/features/finder/components/FinderList'
import { FinderMap, FinderMapLegend } from '@/features/finder/components/FinderMap'
import {
  type FinderFilters,
  type FinderView,
  filterRequest,
  finderRequest,
  viewFromParams,
  viewToParams,
} from '@/features/finder/lib/finderFilters'
import { FINDER_MAX_RADIUS_KM } from '@/features/finder/lib/geo'
import { useMapSettings } from '@/shared/ui/map/api/mapSettings'
import type { MapLocation } from '@/shared/ui/map/mapLocation'
import { MapPickerDialog } from '@/shared/ui/map/MapPickerDialog'
import { placeName } from '@/shared/ui/map/mapLocation'

const STANDARD_BOOKING = '/Create-Job/Standard Booking'

const NO_TEACHERS: FinderItem[] = []

/** Finder: eligible teachers near the centre (or another place) on a map and in a list. */
export default function FinderPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const bookHref = useHref(STANDARD_BOOKING)
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => viewFromParams(params), [params])
  const { filters, origin, pageNo, pageSize } = view
  const [picking, setPicking] = useState(false)
  const [profileId, setProfileId] = useState<number | null>(null)
  const settings = useMapSettings()
  const addFavourite = useAddFavourite()

  const show = (next: Partial<FinderView>) => setParams(viewToParams({ ...view, ...next }), { replace: true })
  const changeFilters = (next: FinderFilters) => show({ filters: next, pageNo: 1 })

  // Around the centre the server pages; around another place the page is cut here.
  const nearCentre = useFinderList(origin ? null : finderRequest(filters, pageNo, pageSize))
  const serverFilters = useMemo(() => filterRequest(filters), [filters])
  const around = useTeachersAround(serverFilters, origin, filters.radiusKm)
  const aroundPage = useMemo(
    () => around.data?.list.slice((pageNo - 1) * pageSize, pageNo * pageSize) ?? NO_TEACHERS,
    [around.data, pageNo, pageSize],
  )
  const result = origin ? around : nearCentre
  const teachers = origin ? aroundPage : (nearCentre.data?.list ?? NO_TEACHERS)
  const total = origin ? (around.data?.list.length ?? 0) : (nearCentre.data?.total ?? 0)

  const refreshFinder = () => void queryClient.invalidateQueries({ queryKey: finderListKey })

  const favourite = (teacher: FinderItem) =>
    addFavourite.mutate(teacher.teacherId, {
      onSuccess: () => {
        void message.success(t('finder.favouriteAdded', { name: `${teacher.firstName} ${teacher.lastName}` }))
        refreshFinder()
      },
    })

  const choosePlace = (location: MapLocation) => {
    setPicking(false)
    show({ origin: { latitude: location.latitude, longitude: location.longitude, name: placeName(location) }, pageNo: 1 })
  }

  const heading = origin
    ? t('finder.countAround', { count: total, radius: filters.radiusKm, place: origin.name })
    : t('finder.countNear', { count: total, radius: filters.radiusKm })

  return (
    <Flex vertical gap={12}>
      <Card variant="borderless" title={t('finder.title')} className="finder-filters-card">
        <Typography.Paragraph type="secondary">{t('finder.intro')}</Typography.Paragraph>
        <FinderFiltersBar filters={filters} onChange={changeFilters} />
        {origin && (
          <Alert
            type="info"
            showIcon
            icon={<EnvironmentOutlined />}
            title={t('finder.aroundTitle', { place: origin.name })}
            description={
              around.data?.truncated
                ? `${t('finder.aroundNote', { radius: FINDER_MAX_RADIUS_KM })} ${t('finder.aroundTruncated')}`
                : t('finder.aroundNote', { radius: FINDER_MAX_RADIUS_KM })
            }
            action={
              <Button size="small" icon={<AimOutlined />} onClick={() => show({ origin: null, pageNo: 1 })}>
                {t('finder.backToCentre')}
              </Button>
            }
          />
        )}
        {result.isError && (
          <Alert
            type="warning"
            showIcon
            title={t('finder.loadFailed')}
            action={
              <Button size="small" onClick={() => void result.refetch()}>
                {t('finder.retry')}
              </Button>
            }
          />
        )}
      </Card>

      <Row gutter={[12, 12]}>
        <Col xs={24} lg={13} xxl={14}>
          <Card
            variant="borderless"
            className="finder-map-card"
            title={t('finder.mapTitle')}
            extra={
              <Button icon={<EnvironmentOutlined />} onClick={() => setPicking(true)}>
                {t('finder.searchElsewhere')}
              </Button>
            }
          >
            <FinderMap
              teachers={teachers}
              origin={origin}
              radiusKm={filters.radiusKm}
              tileUrl={settings.data?.mapTileUrl ?? ''}
              onOpenProfile={setProfileId}
            />
            <FinderMapLegend />
          </Card>
        </Col>
        <Col xs={24} lg={11} xxl={10}>
          <Card variant="borderless" title={heading}>
            <FinderList
              teachers={teachers}
              total={total}
              pageNo={pageNo}
              pageSize={pageSize}
              loading={result.isFetching}
              onPage={(nextPage, nextSize) => show({ pageNo: nextPage, pageSize: nextSize })}
              onOpenProfile={setProfileId}
              onFavourite={favourite}
              favouritePending={addFavourite.isPending ? (addFavourite.variables ?? null) : null}
              bookHref={bookHref}
            />
          </Card>
        </Col>
      </Row>

      <MapPickerDialog
        open={picking}
        initial={origin}
        title={t('finder.pickerTitle')}
        okText={t('finder.pickerConfirm')}
        onCancel={() => setPicking(false)}
        onConfirm={choosePlace}
      />
      <TeacherProfileDrawer
        teacherId={profileId}
        onClose={() => setProfileId(null)}
        onChanged={refreshFinder}
        extra={() => (
          <Button type="primary" icon={<CalendarOutlined />} href={bookHref}>
            {t('finder.book')}
          </Button>
        )}
      />
    </Flex>
  )
}
