import type { Tab } from '@/features/tabs/tab';
import { shellPages } from '../shell-page-table';

/** The fixed tabs of spec §2, always open: home, settings, notices, to-dos, messages. */
export const fixedTabs: Tab[] = Object.values(shellPages)
  .filter(({ handle }) => handle.meta.fixed)
  .map(({ path, handle }) => ({
    name: handle.meta.title ?? path,
    ...(handle.meta.title ? { titleKey: handle.meta.title } : {}),
    path,
    fullPath: path,
    params: {},
    query: {},
    meta: handle.meta,
  }));
