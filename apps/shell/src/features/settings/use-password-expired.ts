import { getRuntimeConfig } from '@/lib/runtime-config';
import { useQuery } from '@tanstack/react-query';
import { passwordStatusQuery } from './api/password-status-queries';

/**
 * Whether the signed-in user's password has outlived the server's policy; asked only when the
 * policy ages passwords (the MLPS profile), once per sign-in.
 */
export function usePasswordExpired(userId: number | undefined): boolean {
  const agesPasswords = getRuntimeConfig().passwordPolicy.maxAgeDays !== null;
  const { data } = useQuery({
    ...passwordStatusQuery(userId ?? 0),
    enabled: agesPasswords && userId !== undefined,
    staleTime: Infinity,
  });
  return data?.isExpired === true;
}
