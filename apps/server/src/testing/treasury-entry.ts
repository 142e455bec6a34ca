import type { RegistryEntry } from '@portal/contract';

/** A 31st sub-app for the registry's tests, on a path of the portal's own. */
export const treasuryEntry: RegistryEntry = {
  route: 'treasury',
  name: 'sub-treasury',
  url: '/sub-treasury/',
  devUrl: null,
  titleZh: '资金管理',
  titleEn: 'Treasury',
  isPublic: false,
  isolation: 'micro-app',
  grantToken: false,
  scopes: [],
  pinned: null,
  prefetch: true,
  enabled: true,
  ownerTeam: null,
  contact: null,
};
