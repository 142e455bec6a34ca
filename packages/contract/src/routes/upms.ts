import type { Route } from './route';

/** Where the user and permission endpoints are called (their schemas: `upmsEndpoints`). */
export const upmsRoutes = {
  listLoginFirms: { method: 'GET', path: '/upms/role/login' },
  getFirmUserInfo: { method: 'GET', path: '/upms/app/query/share/token' },
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
  listCalendarPeople: { method: 'GET', path: '/upms/app/query/user/details/calender' },
  getOrganizationTree: {
    method: 'POST',
    path: '/upms/app/query/appcalendar/many/organization/tree',
  },
  searchUserDetails: { method: 'POST', path: '/upms/app/query/user/details' },
  renewCoreCache: { method: 'POST', path: '/user/refesh' },
} as const satisfies Record<string, Route>;
