import { FeedbackButton } from '@/features/feedback/components/feedback-button';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { FullscreenButton } from '@/features/layout/components/fullscreen-button';
import { LockButton } from '@/features/lock/components/lock-button';
import { LogViewerButton } from '@/features/logs/components/log-viewer-button';
import { MenuSearch } from '@/features/search/components/menu-search';
import type { SearchEntry } from '@/features/search/search-index';
import { ThemePicker } from '@/features/theme/components/theme-picker';
import { memo } from 'react';
import { feedbackContext } from './feedback-context';

export type TopBarActionsProps = {
  searchEntries: SearchEntry[];
  onOpenPath: (path: string) => void;
  onLock: () => void;
};

/** The controls of the top bar (spec §2); they do not depend on the page, so a tab switch skips them. */
export const TopBarActions = memo(function TopBarActions({
  searchEntries,
  onOpenPath,
  onLock,
}: TopBarActionsProps) {
  return (
    <>
      <MenuSearch entries={searchEntries} onChoose={(entry) => onOpenPath(entry.path)} />
      <FullscreenButton />
      <ThemePicker />
      <LogViewerButton />
      <LockButton onLock={onLock} />
      <FeedbackButton context={feedbackContext} />
      <LanguageSwitch />
    </>
  );
});
