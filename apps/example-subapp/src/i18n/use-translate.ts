import { useHostContext } from '@portal/subapp-sdk/react';
import { useCallback } from 'react';
import { type MessageKey, messages } from './messages';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Text in the language the shell's context names; `{name}` placeholders filled from values. */
export function useTranslate(): Translate {
  const { locale } = useHostContext();
  return useCallback(
    (key, values = {}) =>
      messages[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
        String(values[name] ?? placeholder),
      ),
    [locale],
  );
}
