/**
 * Constants of the web apps, in one place. Numbers come from the
 * specification (sections 2 and 9); anything an administrator can change at
 * run time is read from the server, never from here.
 */
export const config = {
  /** Every call of the platform lives under this prefix on the same origin. */
  apiBase: '/api',
  /** A call that has not answered after this long is abandoned. */
  requestTimeoutMs: 120_000,
  /** How long the "timed out" and "request failed" notices stay up. */
  networkNoticeSeconds: 5,
  /** After a deactivated-account answer (30030) the page reloads after this delay. */
  deactivatedReloadDelayMs: 3_000,
  /** The notification bell asks for the unread count this often. */
  unreadNoticesPollMs: 30_000,
  /** Session cookies (token and saved user) live this many days. */
  sessionCookieDays: 1,
  /** The chosen theme colour is remembered this many days. */
  themeCookieDays: 365,
  /** The web apps' own version (package.json at build time), as `1.2.3`. */
  appVersion: __APP_VERSION__,
  /** The teacher app asks whether to update at start and when it comes back into view, at most this often. */
  versionCheckEveryMs: 5 * 60_000,
  /** Dictionaries are loaded whole. */
  dictionaryPageSize: 9999,
  layout: {
    sidebarWidth: 250,
    collapsedSidebarWidth: 64,
    mobileBreakpoint: 992,
    tagMenuWidth: 105,
    unreadBadgeCap: 99,
  },
} as const

export const cookieNames = {
  token: 'token',
  user: 'user',
  theme: 'theme',
  /** The teacher app keeps its own session, so both apps can be open in one browser. */
  teacherToken: 'teacherToken',
  teacherUser: 'teacherUser',
  /** And so does the admin console. */
  adminToken: 'adminToken',
  adminUser: 'adminUser',
} as const

export const storageKeys = {
  language: 'language',
  showTags: 'showTags',
  fixedHeader: 'fixedHeader',
  showLogo: 'showLogo',
  uniqueOpened: 'uniqueOpened',
  sidebarCollapsed: 'sidebarCollapsed',
  /** A list page's column choice: `listColumns:<list>` (shared/ui/listPage). */
  listColumns: 'listColumns',
} as const
