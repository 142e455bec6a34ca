import { defaultLanguage, type Language } from './catalogue';

/**
 * The catalogue language that best matches an Accept-Language header ("en-US,en;q=0.9,zh;q=0.8"):
 * the first range by quality that is English or Chinese; zh-CN when none is.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith('q='));
      const q = quality ? Number(quality.slice(2)) : 1;
      return { range: range.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);

  for (const { range } of ranges) {
    if (range === 'en' || range.startsWith('en-')) return 'en';
    if (range === 'zh' || range.startsWith('zh-')) return 'zh-CN';
  }
  return defaultLanguage;
}
