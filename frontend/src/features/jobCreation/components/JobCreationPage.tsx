import './jobCreation.css'

import { useQueryClient } from '@tanstack/react-query'
import App from 'antd/es/app'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import type { FormInstance } from 'antd/es/form'
import Row from 'antd/es/row'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'

import { isApiError } from '@/shared/api/ApiError'
import { RtnCode } from '@/shared/api/envelope'
import { useDict } from '@/shared/dictionary/dictionary'
import { isMobileWidth } from '@/shared/lib/fontScale'
import { useWindowWidth } from '@/shared/lib/viewport'

import { isQuoteExpiredData, QUOTE_EXPIRED_CODE, useCreateBooking } from '../api/createBooking'
import { useFavouritePicker } from '../api/favouritePicker'
import { type BookingDraft, type Quote, quoteQueryKey, useQuote } from '../api/quoteDraft'
import { reportAbandonedDraft } from '../api/reportAbandonedDraft'
import { useRepostedBooking } from '../api/repostBooking'
import {
  BookingType,
  buildDraft,
  completeValues,
  draftSpan,
  isMultiDay,
  type JobFormValues,
  pickerRequest,
  WEEKEND_DAYS,
  workingDayCount,
} from '../lib/bookingForm'
import { formCarry } from '../lib/formCarry'
import { useDebouncedValue, useNow } from '../lib/hooks'
import { PROCESSING_PATH, samePath } from '../lib/jobProcess'
import { jobProcessStore } from '../lib/jobProcessStore'
import { creationPath, idParam, repostForm, repostId } from '../lib/repost'
import { problemFromServer, type ServerProblem } from '../lib/serverProblems'
import {
  blocksQuote,
  problemsByField,
  ruleOf,
  validateBooking,
  visibleProblems,
} from '../lib/validation'
import { BookingCheckDialog } from './BookingCheckDialog'
import { BookingTypeSwitch } from './BookingTypeSwitch'
import { useFieldStatus, useProblemText } from './fieldProblems'
import { InviteSection } from './InviteSection'
import { NotesSection } from './NotesSection'
import { QuoteSummary } from './QuoteSummary'
import { RepostNotice } from './RepostNotice'
import { WhenSection } from './WhenSection'
import { WhoSection } from './WhoSection'

/** A quote is asked for once the draft has stayed the same this long. */
const QUOTE_DEBOUNCE_MS = 600
const PICKER_DEBOUNCE_MS = 400
/** "Start not earlier than now" is re-checked this often while the page is open. */
const CLOCK_TICK_MS = 30_000

interface CreateFailure {
  /** The draft it was answered for: editing the draft clears it. */
  draftKey: string
  text: string
  problem: ServerProblem | null
}

/** The voucher choice the app puts into the form (the vouchers feature's field). */
export interface VoucherFieldProps {
  /** The booking's qualification (1 qualified, 2 unqualified, 3 newly qualified). */
  qualification: number | undefined
  form: FormInstance
}

interface JobCreationPageProps {
  bookingType: BookingType
  VoucherField: ComponentType<VoucherFieldProps>
}

/**
 * A creation page: Standard, Advance or Multiple Booking, with its live quote.
 * Every visit starts afresh: the router may keep a page on screen while the
 * next one loads, and coming back to it then must not find the last booking's
 * state (a repost link opened from Processing is one such visit).
 */
export function JobCreationPage({ bookingType, VoucherField }: JobCreationPageProps) {
  const location = useLocation()
  const [visit, setVisit] = useState(location.key)
  // Only a navigation to this very page is a new visit; while the next page
  // loads, this one still sees the new location and must stay as it is.
  if (location.key !== visit && samePath(location.pathname, creationPath(bookingType))) setVisit(location.key)
  return <JobCreationForm key={visit} bookingType={bookingType} VoucherField={VoucherField} />
}

function JobCreationForm({ bookingType, VoucherField }: JobCreationPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  const isMobile = isMobileWidth(useWindowWidth())
  const problemText = useProblemText()
  const [form] = Form.useForm<JobFormValues>()
  const now = useNow(CLOCK_TICK_MS)
  // A voucher chosen on the Vouchers page comes in the address (`?voucher=`).
  const [initial] = useState(() => {
    const values = completeValues(formCarry.peek(bookingType) ?? undefined, bookingType, dayjs())
    return { ...values, voucherId: idParam(location.search, 'voucher') ?? values.voucherId }
  })
  useEffect(() => formCarry.settle(bookingType), [bookingType])
  const watched = Form.useWatch([], { form, preserve: true }) as Partial<JobFormValues> | undefined
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const [createFailure, setCreateFailure] = useState<CreateFailure | null>(null)
  // The check before booking is open; `changed`: a fresh quote replaced the one it showed.
  const [checking, setChecking] = useState<{ changed: boolean } | null>(null)
  const qualifications = useDict('qualification')
  const createBooking = useCreateBooking()
  const dateField = bookingType === BookingType.standard ? 'date' : 'dateRange'

  const clock = dayjs(now)
  const values = completeValues(watched ?? initial, bookingType, clock)
  const span = draftSpan(values, bookingType)
  const draft = buildDraft(values, bookingType)
  const draftKey = JSON.stringify(draft)

  // The favourites picker follows the draft's dates and requirements.
  const wantedPicker = pickerRequest(values, bookingType, clock)
  const debouncedPicker = useDebouncedValue(wantedPicker, PICKER_DEBOUNCE_MS)
  const picker = useFavouritePicker(wantedPicker ? debouncedPicker.value : null)
  const currentPicker = wantedPicker && debouncedPicker.settled && !picker.isPlaceholderData ? (picker.data ?? null) : null

  const problems = validateBooking(values, { bookingType, now: clock, favourites: currentPicker })
  const quotable = draft !== null && !blocksQuote(problems)

  // The live quote follows the draft once it is complete and valid.
  const debouncedDraft = useDebouncedValue(quotable ? draft : null, QUOTE_DEBOUNCE_MS)
  const quoteQuery = useQuote(quotable ? debouncedDraft.value : null)
  const quoteSettled = quotable && debouncedDraft.settled && !quoteQuery.isPlaceholderData
  const quote = quotable ? (quoteQuery.data?.quote ?? null) : null
  const currentQuote = quoteSettled && !quoteQuery.isFetching ? quote : null
  const updating = quotable && quote !== null && (!quoteSettled || quoteQuery.isFetching)
  const quoteError = quotable && debouncedDraft.settled && quoteQuery.isError ? quoteQuery.error : null
  const quoteProblem =
    quoteError && isApiError(quoteError) && quoteError.code === RtnCode.parameterError
      ? problemFromServer(quoteError, dateField)
      : null
  const quoteFailure = !quoteError
    ? null
    : quoteProblem
      ? { text: problemText(quoteProblem), rule: true }
      : { text: isApiError(quoteError) ? quoteError.msg : t('jobCreation.quote.failed'), rule: false }
  const failure = createFailure && createFailure.draftKey === draftKey ? createFailure : null

  const shown = visibleProblems(problems, touched, submitted)
  const serverProblems = [quoteProblem, failure?.problem ?? null].filter((problem): problem is ServerProblem => problem !== null)
  const fieldStatus = useFieldStatus(problemsByField([...shown, ...serverProblems]))
  const missing = [...new Set(problems.filter((problem) => ruleOf(problem).blocks === 'quote').map(problemText))]
  const blockers = [
    ...new Set([
      ...problems.filter((problem) => ruleOf(problem).blocks === 'book').map(problemText),
      ...(failure ? [failure.problem ? problemText(failure.problem) : failure.text] : []),
    ]),
  ]

  // Entering the page starts the draft; leaving it reports or drops it (spec section 4).
  useEffect(() => {
    jobProcessStore.enter()
    return () => {
      jobProcessStore.leave(window.location.hash, (report) => {
        reportAbandonedDraft(report).catch(() => undefined)
      })
    }
  }, [])

  const jobStartTime = span?.start.format() ?? null
  const jobEndTime = span?.end.format() ?? null
  useEffect(() => {
    jobProcessStore.updateDraft({
      jobStartTime,
      jobEndTime,
      gender: values.gender,
      teacherTalentPool: values.teacherTalentPool,
      jobUtilization: values.numberOfTeachers,
    })
  }, [jobStartTime, jobEndTime, values.gender, values.teacherTalentPool, values.numberOfTeachers])

  const quotedId = currentQuote?.processId
  const quotedRate = currentQuote?.liveRate
  useEffect(() => {
    if (quotedId && quotedRate) jobProcessStore.quoted(quotedId, quotedRate)
  }, [quotedId, quotedRate])

  // A repost fills the form in from an earlier booking, once, on the page of its type.
  const repost = repostId(location.search)
  const reposted = useRepostedBooking(repost)
  const appliedRepost = useRef<number | null>(null)
  useEffect(() => {
    const detail = reposted.data
    if (!detail || repost === null || appliedRepost.current === repost) return
    const prefill = repostForm(detail, dayjs())
    if (prefill.bookingType !== bookingType) {
      void navigate(`${creationPath(prefill.bookingType)}${location.search}`, { replace: true })
      return
    }
    appliedRepost.current = repost
    form.setFieldsValue(prefill.values)
  }, [reposted.data, repost, bookingType, form, navigate, location.search])
  const repostMoved = reposted.data ? repostForm(reposted.data, clock).moved : false

  const switchType = (to: BookingType) => {
    if (to === bookingType) return
    formCarry.hand(completeValues(form.getFieldsValue(true), bookingType, dayjs()), bookingType, to)
    void navigate(creationPath(to))
  }

  const onValuesChange = (changed: Partial<JobFormValues>) => {
    const names = Object.keys(changed)
    setTouched((previous) => new Set([...previous, ...names]))
    if (changed.includeWeekends === false) {
      const weekdays = (form.getFieldValue('weekdays') as number[] | undefined) ?? []
      form.setFieldValue(
        'weekdays',
        weekdays.filter((day) => !WEEKEND_DAYS.includes(day)),
      )
    }
  }

  const refresh = () => {
    void quoteQuery.refetch()
  }

  const book = async (bookingDraft: BookingDraft, bookingQuote: Quote): Promise<void> => {
    try {
      await createBooking.mutateAsync({ ...bookingDraft, processId: bookingQuote.processId })
    } catch (error) {
      if (!isApiError(error)) return
      if (error.code === QUOTE_EXPIRED_CODE && isQuoteExpiredData(error.data)) {
        // The request layer has said the rate changed; the check shows the fresh quote to book at.
        const fresh = error.data.quote
        queryClient.setQueryData(quoteQueryKey(bookingDraft), { quote: fresh, reported: false })
        jobProcessStore.quoted(fresh.processId, fresh.liveRate)
        setChecking({ changed: true })
      } else if (error.code === RtnCode.parameterError) {
        const key = JSON.stringify(bookingDraft)
        setCreateFailure({ draftKey: key, text: error.msg, problem: problemFromServer(error, dateField) })
        setChecking(null)
      }
      return
    }
    jobProcessStore.created()
    message.success(t('jobCreation.booked'))
    void navigate(PROCESSING_PATH)
  }

  /** The draft to book, once the form holds no problem and its live quote is current; null otherwise. */
  const bookable = (): BookingDraft | null => {
    setSubmitted(true)
    const current = completeValues(form.getFieldsValue(true), bookingType, dayjs())
    const found = validateBooking(current, { bookingType, now: dayjs(), favourites: currentPicker })
    const first = found.find((problem) => problem.field !== null)
    if (found.length) {
      message.error(t('jobCreation.fixFirst'))
      if (first?.field) form.scrollToField(first.field, { block: 'center' })
      return null
    }
    const bookingDraft = buildDraft(current, bookingType)
    if (!bookingDraft || !currentQuote || JSON.stringify(bookingDraft) !== draftKey) return null
    return bookingDraft
  }

  /** Book: first the check of what is booked and what it costs. */
  const onBook = () => {
    if (bookable()) setChecking({ changed: false })
  }

  const onConfirmBooking = () => {
    const bookingDraft = bookable()
    if (!bookingDraft || !currentQuote) return
    if (Date.parse(currentQuote.expiresAt) <= Date.now()) {
      refresh()
      return
    }
    void book(bookingDraft, currentQuote)
  }

  const multiDaySpan = span && isMultiDay(span) ? span : null
  const workingDays = multiDaySpan && multiDaySpan.last.diff(multiDaySpan.first, 'day') <= 366
    ? workingDayCount(multiDaySpan, values, bookingType)
    : null

  return (
    <div className="job-creation">
      <div className="job-creation__header">
        <Typography.Title level={4} className="job-creation__title">
          {t('jobCreation.page.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('jobCreation.page.subtitle')}</Typography.Text>
      </div>
      <BookingTypeSwitch value={bookingType} onChange={switchType} block={isMobile} />
      {repost !== null && (
        <RepostNotice bookingId={repost} loading={reposted.isPending} failed={reposted.isError} moved={repostMoved} />
      )}
      <Row gutter={[16, 16]} className="job-creation__body">
        <Col xs={24} lg={15} xxl={16}>
          <Form<JobFormValues>
            form={form}
            name="job"
            layout="vertical"
            initialValues={initial}
            onValuesChange={onValuesChange}
            className="job-form"
          >
            <Flex vertical gap={16}>
              <WhenSection
                bookingType={bookingType}
                today={clock.startOf('day')}
                includeWeekends={values.includeWeekends}
                workingDays={workingDays}
                fieldStatus={fieldStatus}
                windowProblem={problems.some((problem) => problem.code === 'standardWindow')}
                onUseAdvance={() => switchType(BookingType.advance)}
              />
              <WhoSection genderChosen={values.gender !== 0} fieldStatus={fieldStatus} />
              <InviteSection
                bookingType={bookingType}
                inviteType={values.inviteType}
                wanted={values.numberOfTeachers ?? 1}
                picker={{
                  data: wantedPicker ? picker.data : undefined,
                  ready: wantedPicker !== null,
                  loading: picker.isFetching || !debouncedPicker.settled,
                  failed: picker.isError,
                }}
                fieldStatus={fieldStatus}
              />
              <VoucherField qualification={values.qualification} form={form} />
              <NotesSection />
            </Flex>
          </Form>
        </Col>
        <Col xs={24} lg={9} xxl={8}>
          <div className="job-creation__aside">
            <QuoteSummary
              quote={quote}
              updating={updating}
              loading={quotable && quote === null && !quoteError}
              failure={quoteFailure}
              missing={missing}
              blockers={blockers}
              numberOfTeachers={values.numberOfTeachers ?? 1}
              booking={createBooking.isPending}
              onRefresh={refresh}
              onBook={onBook}
            />
          </div>
        </Col>
      </Row>
      <BookingCheckDialog
        open={checking !== null}
        quote={currentQuote ?? quote}
        numberOfTeachers={values.numberOfTeachers ?? 1}
        qualification={qualifications.options.find((option) => Number(option.value) === values.qualification)?.label ?? ''}
        changed={checking?.changed ?? false}
        updating={updating}
        booking={createBooking.isPending}
        onBook={onConfirmBooking}
        onRefresh={refresh}
        onClose={() => setChecking(null)}
      />
    </div>
  )
}
