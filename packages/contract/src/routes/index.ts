// The contract without zod: where each endpoint is called. The shell's bundle imports this entry
// only; the schemas behind each route are `@portal/contract`'s endpoints.
export type { HttpMethod, Route } from './route';
export { appScopes } from './app-scopes';
export type { AppScope } from './app-scopes';
export { homeRoutes } from './home';
export { todoRoutes } from './todo';
export { financeRoutes } from './finance';
export { crmRoutes } from './crm';
export { fftaskRoutes } from './fftask';
export { upmsRoutes } from './upms';
export { authRoutes } from './auth';
export { feedbackRoutes } from './feedback';
export { auditRoutes } from './audit';
export { operationsRoutes } from './operations';
export { registryNamePattern, registryRoutePattern, registryRoutes } from './registry';
export { shellPathSegments, shellPaths } from './shell-paths';
export { subAppPinsRoutes } from './sub-app-pins';
export { releaseRoutes, releaseVersionPattern } from './releases';
export { developerOverrideRoutes } from './developer-overrides';
export { subAppTimingKinds, timingBudgets } from './sub-app-timings';
export type { SubAppTimingKind, TimingMeasure } from './sub-app-timings';
export {
  buttonCodePattern,
  menuAdminRoutes,
  menuIconNames,
  menuNamePattern,
  menuPagePattern,
  shellPagePathPattern,
} from './menu-admin';
export type { MenuIconName } from './menu-admin';
export { securityRoutes } from './security';
export { passkeyRoutes } from './passkeys';
export { totpRoutes } from './totp';
export { proofRoutes } from './proof';
