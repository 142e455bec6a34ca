/**
 * The server's password policy (apps/server/src/modules/upms/password-policy.ts), shown as a hint
 * above the new password. The server stays the judge: its refusal is shown as it words it.
 */
export const passwordPolicy = { minLength: 8, maxLength: 64, minClasses: 3 };
