import type { MessageKey } from '../../messages/catalogue';

export const passwordPolicy = { minLength: 8, maxLength: 64, minClasses: 3 };

const characterClasses = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** The first rule of the password policy a new password breaks, or null when it keeps them all. */
export function breakPasswordPolicy(password: string, username: string): MessageKey | null {
  const length = [...password].length;
  if (length < passwordPolicy.minLength || length > passwordPolicy.maxLength) {
    return 'password.length';
  }
  const classes = characterClasses.filter((pattern) => pattern.test(password)).length;
  if (classes < passwordPolicy.minClasses) return 'password.classes';
  if (username && password.toLowerCase().includes(username.toLowerCase())) {
    return 'password.containsUsername';
  }
  return null;
}
