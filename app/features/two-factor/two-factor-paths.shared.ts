/**
 * Where a session that owes its two-factor enrolment may be (ADR 036): the console's enrolment
 * page for a system administrator, the tenant site's for a member. Every other page sends it
 * there, on the server (two-factor-gate.server.ts) and on client-side navigations (__root.tsx).
 */
export const ADMIN_ENROLMENT_PATH = '/admin/two-factor'
export const MEMBER_ENROLMENT_PATH = '/two-factor'

export function enrolmentPathFor(isSystemAdminLogin: boolean): string {
  return isSystemAdminLogin ? ADMIN_ENROLMENT_PATH : MEMBER_ENROLMENT_PATH
}

/** The enrolment page to go to instead of `pathname`, or undefined to render it. */
export function twoFactorPageRedirect(
  pathname: string,
  user: { isSystemAdminLogin: boolean; twoFactorDue?: boolean } | null,
): string | undefined {
  if (!user?.twoFactorDue) return undefined
  const target = enrolmentPathFor(user.isSystemAdminLogin)
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === target ? undefined : target
}

/** The pages' title: kept here, not with the pages' texts, which would join every first load. */
export const TWO_FACTOR_TITLE = { ja: '2 段階認証', en: 'Two-factor authentication' } as const
