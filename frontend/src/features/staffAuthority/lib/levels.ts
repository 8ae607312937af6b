/** Role levels: 1 is the most powerful, 99 the least (backend/relief/authority/rules.py). */
export const HIGHEST_LEVEL = 1
export const LOWEST_LEVEL = 99

/**
 * Whether a staff member at `own` level may create, edit, remove or grant a
 * role of `level`: only one at their level or below (a larger number). Someone
 * without a role manages none. The server decides; the console only offers
 * what it would accept.
 */
export function mayManageLevel(own: number | null | undefined, level: number): boolean {
  return own !== null && own !== undefined && level >= own
}

/**
 * Whether they may change a staff member (name, e-mail, password, switching
 * them off) whose most powerful role has `memberLevel`: one at their level or
 * below; a member without a role is below everyone who has one.
 */
export function mayManageMember(own: number | null | undefined, memberLevel: number | null | undefined): boolean {
  if (own === null || own === undefined) return false
  return memberLevel === null || memberLevel === undefined || memberLevel >= own
}
