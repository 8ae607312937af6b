import type { components } from '@/shared/api/schema'

import { createSignupStore, type SignupContacts } from './signupState'
import type { TeacherSignupProgress } from './teacherSignupSteps'

export type TeacherSignupRequest = components['schemas']['TeacherSignupIn']

/** Who the teacher is (the About step). */
export interface TeacherAbout {
  firstName: string
  lastName: string
  /** 0 rather not say, 1 female, 2 male. */
  gender: number
  /** `YYYY-MM-DD`. */
  birthday: string
  /** 1 qualified, 2 unqualified, 3 newly qualified. */
  qualification: number
  registrationNumber: string | null
}

/** Where the teacher lives (from the map picker) and how far they travel. */
export interface TeacherHome {
  latitude: number
  longitude: number
  address: string
  suburb: string
  city: string
  postalCode: string
  travelRadiusKm: number
}

/** The work the teacher wants. */
export interface TeacherWork {
  talentPool: number
  ageGroups: number[]
  freeJobSeeker: boolean
  agreed: boolean
}

/** What the teacher sign-up steps have found, kept in sessionStorage between steps. */
export interface TeacherSignupState extends SignupContacts {
  about?: TeacherAbout
  home?: TeacherHome
  work?: TeacherWork
}

export const TEACHER_SIGNUP_STORAGE_KEY = 'teacherSignup'

export function teacherProgressOf(current: TeacherSignupState, hasPassword: boolean): TeacherSignupProgress {
  return {
    phone: current.phone,
    phoneResendAt: current.phoneResendAt,
    phoneTicket: current.phoneTicket,
    hasAbout: Boolean(current.about),
    hasHome: Boolean(current.home),
    hasWork: Boolean(current.work),
    email: current.email,
    emailResendAt: current.emailResendAt,
    hasPassword,
  }
}

/** The request of POST /api/teacher/signup from the saved steps, or null when one is missing. */
export function teacherSignupRequest(
  current: TeacherSignupState,
  chosenPassword: string | null,
): TeacherSignupRequest | null {
  const { phoneTicket, emailTicket, about, home, work } = current
  if (!phoneTicket || !emailTicket || !about || !home || !work || !chosenPassword) return null
  return {
    phoneTicket,
    emailTicket,
    password: chosenPassword,
    ...about,
    registrationNumber: about.registrationNumber || null,
    ...home,
    ...work,
  }
}

/** The account exists, or the teacher starts over: `reset` forgets every step. */
export const teacherSignupStore = createSignupStore<TeacherSignupState>(TEACHER_SIGNUP_STORAGE_KEY, {})
