import { getRuntimeConfig } from '@/lib/runtime-config';
import { useQuery } from '@tanstack/react-query';
import { passkeysQuery } from './api/passkey-queries';

/**
 * Whether the signed-in user must add a passkey before going on: the server's policy is
 * `required` and the user has none. Asked only under that policy.
 */
export function usePasskeyRequired(userId: number | undefined): boolean {
  const isRequired = getRuntimeConfig().secondFactorPolicy === 'required';
  const { data } = useQuery({
    ...passkeysQuery(userId ?? 0),
    enabled: isRequired && userId !== undefined,
    staleTime: Infinity,
  });
  return isRequired && data !== undefined && data.length === 0;
}
