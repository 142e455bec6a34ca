/**
 * The password policies a deployment chooses from with PASSWORD_POLICY (docs/security.md,
 * "Passwords"):
 * - `asvs` (the default, OWASP ASVS 5.0 V6.2): at least 8 characters and up to 128, so that long
 *   passphrases fit; no composition rules; not a password of the bundled breached list;
 * - `mlps` (GB/T 22239-2019 level 3, as assessors read it): 8 to 64 characters from at least 3 of
 *   4 classes, changed every 90 days, none of the last 5 again, also not a breached one.
 * Neither may contain the username.
 */
export const passwordProfiles = {
  asvs: { minLength: 8, maxLength: 128, minClasses: 0, historyCount: 0, maxAgeDays: null },
  mlps: { minLength: 8, maxLength: 64, minClasses: 3, historyCount: 5, maxAgeDays: 90 },
} as const;

export type PasswordProfileName = keyof typeof passwordProfiles;

export type PasswordProfile = (typeof passwordProfiles)[PasswordProfileName];
