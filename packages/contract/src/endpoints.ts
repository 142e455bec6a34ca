import type { Route } from './routes/route';
import { homeEndpoints } from './home';
import { upmsEndpoints } from './upms';
import { authEndpoints } from './auth';
import { todoEndpoints } from './todo';
import { financeEndpoints } from './finance';
import { crmEndpoints } from './crm';
import { calendarEndpoints } from './calendar';
import { scheduleEndpoints } from './schedule';
import { feedbackEndpoints } from './feedback';
import { auditEndpoints } from './audit';
import { operationsEndpoints } from './operations';
import { registryEndpoints } from './registry';
import { menuAdminEndpoints } from './menu-admin';
import { securityEndpoints } from './security';
import { passkeyEndpoints } from './passkeys';
import { totpEndpoints } from './totp';
import { proofEndpoints } from './proof';
import { subAppPinsEndpoints } from './sub-app-pins';
import { releaseEndpoints } from './releases';
import { developerOverrideEndpoints } from './developer-overrides';

/** Every module's endpoints. */
const contractEndpoints = {
  home: homeEndpoints,
  upms: upmsEndpoints,
  auth: authEndpoints,
  calendar: calendarEndpoints,
  schedule: scheduleEndpoints,
  todo: todoEndpoints,
  finance: financeEndpoints,
  crm: crmEndpoints,
  feedback: feedbackEndpoints,
  audit: auditEndpoints,
  operations: operationsEndpoints,
  registry: registryEndpoints,
  menuAdmin: menuAdminEndpoints,
  security: securityEndpoints,
  passkeys: passkeyEndpoints,
  totp: totpEndpoints,
  proof: proofEndpoints,
  subAppPins: subAppPinsEndpoints,
  releases: releaseEndpoints,
  developerOverrides: developerOverrideEndpoints,
};

type Modules = typeof contractEndpoints;

/** Any endpoint of the contract. */
export type ContractEndpoint = {
  [M in keyof Modules]: Modules[M][keyof Modules[M]];
}[keyof Modules];

/** The route of each endpoint of the contract (its method and path, paired). */
export type ContractRoute = ContractEndpoint extends infer E
  ? E extends Route
    ? { readonly method: E['method']; readonly path: E['path'] }
    : never
  : never;

/** The endpoint called at a route. */
export type EndpointAt<R extends Route> = Extract<
  ContractEndpoint,
  { method: R['method']; path: R['path'] }
>;

/** The endpoint called at a route, found by its method and path; undefined if none is. */
export function endpointAt(route: Route): ContractEndpoint | undefined {
  return Object.values(contractEndpoints)
    .flatMap((endpoints): ContractEndpoint[] => Object.values(endpoints))
    .find(({ method, path }) => method === route.method && path === route.path);
}

/** Every endpoint of the contract, for checks that walk them all. */
export function allEndpoints(): ContractEndpoint[] {
  return Object.values(contractEndpoints).flatMap((endpoints) => Object.values(endpoints));
}
