import { getRuntimeConfig } from '@/lib/runtime-config';
import { useQuery } from '@tanstack/react-query';
import { passkeysQuery } from './api/passkey-queries';
import { totpStatusQuery } from './api/totp-queries';

/**
 * Whether the signed-in user must add a second factor before going on: the server's policy is
 * `required` and the user has neither a passkey nor an authenticator app. Asked only under that
 * policy.
 */
export function useSecondFactorRequired(userId: number | undefined): boolean {
  const isRequired = getRuntimeConfig().secondFactorPolicy === 'required';
  const enabled = isRequired && userId !== undefined;
  const passkeys = useQuery({ ...passkeysQuery(userId ?? 0), enabled, staleTime: Infinity });
  const totp = useQuery({ ...totpStatusQuery(userId ?? 0), enabled, staleTime: Infinity });
  return (
    isRequired &&
    passkeys.data !== undefined &&
    totp.data !== undefined &&
    passkeys.data.length === 0 &&
    !totp.data.enrolled
  );
}
