export { envelopeSchema, resultCode } from './envelope';
export type { Envelope } from './envelope';
export { tokenRequestSchema, tokenResponseSchema } from './auth';
export type { TokenRequest, TokenResponse } from './auth';
export {
  idSchema,
  firmSchema,
  roleLoginResponseSchema,
  roleLoginVoSchema,
  userInfoSchema,
  firmUserQuerySchema,
} from './user';
export type { Firm, RoleLoginResponse, UserInfo, FirmUserQuery } from './user';
export { subAppEntrySchema, runtimeConfigSchema } from './runtime-config';
export type { SubAppEntry, RuntimeConfig } from './runtime-config';
