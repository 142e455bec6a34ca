import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { setTabDirty } from './tab-store';

/**
 * Marks the tab of the shell page calling it as holding unsaved work while `isDirty` (the shell's
 * side of the SDK's `setDirty`). A kept page sees its own address, so the mark stays on its tab
 * while another is shown; closing or refreshing the tab clears it.
 */
export function useMarkTabDirty(isDirty: boolean): void {
  const { pathname, search, hash } = useLocation();
  const fullPath = `${pathname}${search}${hash}`;
  useEffect(() => setTabDirty(fullPath, isDirty), [fullPath, isDirty]);
}
