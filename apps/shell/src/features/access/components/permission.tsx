import type { ReactNode } from 'react';
import { useButtonPermission } from '../button-permissions';

/** Shows its children only to a user whose menu grants the button code. */
export function Permission({
  code,
  children,
  fallback = null,
}: {
  code: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useButtonPermission(code) ? children : fallback;
}
