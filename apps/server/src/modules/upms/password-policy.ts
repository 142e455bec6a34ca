import type { PasswordProfile } from '../../lib/password-profiles';
import type { MessageKey } from '../../messages/catalogue';

const characterClasses = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

let breachedPasswords: Promise<Set<string>> | undefined;

/**
 * The passwords most often found in breaches (zxcvbn-ts's common list, about 49,000, lower-case),
 * loaded once, the first time a password is set.
 */
function loadBreachedPasswords(): Promise<Set<string>> {
  breachedPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return breachedPasswords;
}

/** The first rule of the profile a new password breaks, or null when it keeps them all. */
export async function breakPasswordPolicy(
  password: string,
  { username, profile }: { username: string; profile: PasswordProfile },
): Promise<MessageKey | null> {
  const length = [...password].length;
  if (length < profile.minLength || length > profile.maxLength) return 'password.length';
  const classes = characterClasses.filter((pattern) => pattern.test(password)).length;
  if (classes < profile.minClasses) return 'password.classes';
  if (username && password.toLowerCase().includes(username.toLowerCase())) {
    return 'password.containsUsername';
  }
  if ((await loadBreachedPasswords()).has(password.toLowerCase())) return 'password.breached';
  return null;
}
