import { describe, expect, it } from 'vitest'

import {
  canOpenTeacherStep,
  previousTeacherStep,
  teacherHeaderIndex,
  type TeacherSignupProgress,
  teacherStepToOpen,
} from './teacherSignupSteps'

const nothing: TeacherSignupProgress = { hasAbout: false, hasHome: false, hasWork: false, hasPassword: false }
const codeSent: TeacherSignupProgress = { ...nothing, phone: '+64223456789', phoneResendAt: 1 }
const verified: TeacherSignupProgress = { ...codeSent, phoneTicket: 'p' }
const detailed: TeacherSignupProgress = { ...verified, hasAbout: true, hasHome: true, hasWork: true }
const emailSent: TeacherSignupProgress = { ...detailed, email: 'ana@example.nz', emailResendAt: 2, hasPassword: true }

describe('teacher sign-up steps', () => {
  it('opens the introduction and the mobile without anything saved', () => {
    expect(canOpenTeacherStep('intro', nothing)).toBe(true)
    expect(canOpenTeacherStep('mobile', nothing)).toBe(true)
    expect(canOpenTeacherStep('phoneCode', nothing)).toBe(false)
  })

  it('opens the details only once the mobile is verified, each after the one before', () => {
    expect(canOpenTeacherStep('phoneCode', codeSent)).toBe(true)
    expect(canOpenTeacherStep('about', codeSent)).toBe(false)
    expect(canOpenTeacherStep('about', verified)).toBe(true)
    expect(canOpenTeacherStep('home', verified)).toBe(false)
    expect(canOpenTeacherStep('home', { ...verified, hasAbout: true })).toBe(true)
    expect(canOpenTeacherStep('work', { ...verified, hasAbout: true })).toBe(false)
    expect(canOpenTeacherStep('email', detailed)).toBe(true)
    expect(canOpenTeacherStep('emailCode', detailed)).toBe(false)
    expect(canOpenTeacherStep('emailCode', emailSent)).toBe(true)
  })

  it('asks for the password again after a reload before the e-mail code', () => {
    expect(canOpenTeacherStep('emailCode', { ...emailSent, hasPassword: false })).toBe(false)
    expect(teacherStepToOpen('emailCode', { ...emailSent, hasPassword: false })).toBe('email')
  })

  it('sends a visit to the furthest step the progress allows', () => {
    expect(teacherStepToOpen('work', verified)).toBe('about')
    expect(teacherStepToOpen('email', nothing)).toBe('mobile')
    expect(teacherStepToOpen('about', codeSent)).toBe('phoneCode')
    expect(teacherStepToOpen('home', { ...verified, hasAbout: true })).toBe('home')
  })

  it('counts the codes with their contact in the progress header', () => {
    expect(teacherHeaderIndex('intro')).toBeNull()
    expect(teacherHeaderIndex('phoneCode')).toBe(teacherHeaderIndex('mobile'))
    expect(teacherHeaderIndex('emailCode')).toBe(4)
    expect(previousTeacherStep('intro')).toBeNull()
    expect(previousTeacherStep('about')).toBe('phoneCode')
  })
})
