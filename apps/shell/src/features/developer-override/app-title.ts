import type { SubAppEntry } from '@portal/contract';

/** An app's name for people in `language` (else in Chinese, else its registry name). */
export function appTitleOf(
  name: string,
  registry: readonly SubAppEntry[],
  language: string,
): string {
  const title = registry.find((entry) => entry.name === name)?.title;
  return title?.[language] ?? title?.['zh-CN'] ?? name;
}
