import { z } from 'zod';
import { recordIdSchema } from './ids';

/** A firm the user belongs to (spec §3, firm list item). */
export const firmSchema = z.object({ firmId: z.number().int(), firmName: z.string() });
export type Firm = z.infer<typeof firmSchema>;

/** GET /upms/role/login */
export const roleLoginResponseSchema = z.object({
  userId: z.number().int(),
  firmIds: z.array(firmSchema),
  /**
   * The firm the server answers for on this token now (recorded by role/choose, else its
   * default). Not in spec §7: a shell signing in to this firm need not record it first; without
   * it, the shell records its firm with role/choose before asking for anything in it.
   */
  currentFirmId: z.number().int().optional(),
});
export type RoleLoginResponse = z.infer<typeof roleLoginResponseSchema>;

export const roleLoginVoSchema = z.object({
  roleId: z.number().int(),
  roleNo: z.string(),
  roleName: z.string(),
});

/** User info, every field of spec §3. */
export const userInfoSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  firmId: z.number().int(),
  firmNo: z.string(),
  deptId: z.number().int(),
  deptName: z.string(),
  deptNo: z.string(),
  buDeptId: z.number().int(),
  buDeptName: z.string(),
  buDeptNo: z.string(),
  deptShortName: z.string(),
  employeeNo: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  systemName: z.string(),
  systemId: z.number().int(),
  roleLoginVos: z.array(roleLoginVoSchema),
  avatar: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Query of GET /upms/app/query/share/token and POST /upms/role/choose. */
export const firmUserQuerySchema = z.object({ firmId: recordIdSchema, userId: recordIdSchema });
export type FirmUserQuery = z.infer<typeof firmUserQuerySchema>;
