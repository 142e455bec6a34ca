import { useTranslate } from '../i18n/use-translate';
import { useExampleState } from '../state/example-state';

/**
 * Throws while rendering once the crash button was pressed. It sits outside the router (whose
 * routes have a default error view), and no error boundary catches it: React unmounts the whole
 * app, and the shell around it must carry on.
 */
export function CrashWhenAsked() {
  const { isCrashing } = useExampleState();
  const t = useTranslate();
  if (isCrashing) throw new Error(t('crash.message'));
  return null;
}
