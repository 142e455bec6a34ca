import type { Route } from './route';

/** Where the user and permission endpoints are called (their schemas: `upmsEndpoints`). */
export const upmsRoutes = {
  listLoginFirms: { method: 'GET', path: '/upms/role/login' },
  getFirmUserInfo: { method: 'GET', path: '/upms/app/query/share/token', appScope: 'profile' },
  chooseFirm: { method: 'POST', path: '/upms/role/choose' },
  getMenuTree: { method: 'GET', path: '/upms/menu/getTreeByRoleId' },
  editPassword: { method: 'POST', path: '/upms/user/editPassword' },
  getPasswordStatus: { method: 'GET', path: '/upms/user/passwordStatus' },
  getDuty: { method: 'GET', path: '/upms/user/duty' },
  listSessions: { method: 'GET', path: '/upms/user/sessions' },
  endSession: { method: 'POST', path: '/upms/user/sessions/end' },
  endOtherSessions: { method: 'POST', path: '/upms/user/sessions/endOthers' },
  recordLockEvent: { method: 'POST', path: '/upms/user/lockEvent' },
  checkCoreCacheExpiring: { method: 'POST', path: '/upms/app/query/core/cache/ttl/by/userId' },
  listCalendarPeople: {
    method: 'GET',
    path: '/upms/app/query/user/details/calender',
    appScope: 'profile',
  },
  getOrganizationTree: {
    method: 'POST',
    path: '/upms/app/query/appcalendar/many/organization/tree',
    appScope: 'profile',
  },
  searchUserDetails: { method: 'POST', path: '/upms/app/query/user/details', appScope: 'profile' },
  renewCoreCache: { method: 'POST', path: '/user/refesh' },
} as const satisfies Record<string, Route>;
