import type { Tab } from '@/features/tabs/tab';

/** A tab kept alive at `fullPath`, fixed or not. */
export function testTab(fullPath: string, fixed = false): Tab {
  return {
    name: fullPath,
    path: fullPath.split('?')[0] ?? fullPath,
    fullPath,
    params: {},
    query: {},
    meta: { keepAlive: true, isTab: true, isAuth: true, fixed },
  };
}
