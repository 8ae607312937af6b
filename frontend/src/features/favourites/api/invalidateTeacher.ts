import type { QueryClient } from '@tanstack/react-query'

import { blockedListKey } from './blockedList'
import { favouriteListKey } from './favouriteList'
import { favouriteSearchKey } from './favouriteSearch'
import { suggestedTeachersKey } from './suggestedTeachers'
import { teacherProfileKey } from './teacherProfile'

/** After a teacher's favourite or block state changed: every view of the centre's teachers reloads. */
export function invalidateTeacherViews(queryClient: QueryClient, teacherId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: favouriteListKey }),
    queryClient.invalidateQueries({ queryKey: favouriteSearchKey }),
    queryClient.invalidateQueries({ queryKey: suggestedTeachersKey }),
    queryClient.invalidateQueries({ queryKey: blockedListKey }),
    queryClient.invalidateQueries({ queryKey: teacherProfileKey(teacherId) }),
  ]).then(() => undefined)
}
