import { useMediaQuery } from '@/lib/use-media-query';

/** Narrow screens, 768 px wide or less (spec §9), get the menu in a drawer. */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 768px)');
}
