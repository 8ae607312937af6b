import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'

import { session } from '@/shared/session/sessionStore'
import { demoUser } from '@/test/render'

import { parseTeacherUser, teacherSession, type TeacherSessionUser } from './teacherSession'

const mere: TeacherSessionUser = { id: 12, firstName: 'Mere', lastName: 'Tane', email: 'mere@example.com', approval: 1 }

afterEach(() => {
  teacherSession.clear()
  session.clear()
})

describe('teacher session', () => {
  it("keeps its own cookies, beside the centre portal's", () => {
    session.start('centre-token', demoUser)
    teacherSession.start('teacher-token', mere)
    expect(Cookies.get('teacherToken')).toBe('teacher-token')
    expect(JSON.parse(Cookies.get('teacherUser') ?? '{}')).toEqual(mere)
    expect(Cookies.get('token')).toBe('centre-token')

    teacherSession.clear()
    expect(Cookies.get('teacherToken')).toBeUndefined()
    expect(Cookies.get('teacherUser')).toBeUndefined()
    expect(Cookies.get('token')).toBe('centre-token')
    expect(session.exists()).toBe(true)
  })

  it('exists only while both of its cookies are present', () => {
    teacherSession.start('teacher-token', mere)
    expect(teacherSession.exists()).toBe(true)
    Cookies.remove('teacherUser', { path: '/' })
    expect(teacherSession.exists()).toBe(false)
  })

  it('restores the teacher from the cookies', () => {
    Cookies.set('teacherToken', 'abc')
    Cookies.set('teacherUser', JSON.stringify(mere))
    expect(teacherSession.isLoaded()).toBe(false)
    expect(teacherSession.restore()).toBe(true)
    expect(teacherSession.get()).toEqual({ token: 'abc', user: mere })
  })

  it('cannot restore a saved teacher that does not parse', () => {
    Cookies.set('teacherToken', 'abc')
    Cookies.set('teacherUser', '{oops')
    expect(teacherSession.restore()).toBe(false)
    expect(parseTeacherUser(JSON.stringify({ email: 'x@example.com' }))).toBeNull()
    expect(parseTeacherUser(JSON.stringify({ id: 3, email: 'x@example.com' }))).toMatchObject({ approval: 0 })
  })

  it('keeps the saved approval state current', () => {
    teacherSession.start('teacher-token', { ...mere, approval: 0 })
    teacherSession.updateUser(mere)
    expect(teacherSession.get().user?.approval).toBe(1)
    expect(JSON.parse(Cookies.get('teacherUser') ?? '{}')).toMatchObject({ approval: 1 })
  })
})
