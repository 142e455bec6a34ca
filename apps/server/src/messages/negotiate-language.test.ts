import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './negotiate-language';

describe('negotiateLanguage', () => {
  it('answers in Chinese by default', () => {
    expect(negotiateLanguage(undefined)).toBe('zh-CN');
    expect(negotiateLanguage('')).toBe('zh-CN');
    expect(negotiateLanguage('fr-FR, de;q=0.5')).toBe('zh-CN');
  });

  it('answers in English for any English range', () => {
    expect(negotiateLanguage('en')).toBe('en');
    expect(negotiateLanguage('en-US,en;q=0.9')).toBe('en');
    expect(negotiateLanguage('fr, en-GB;q=0.4')).toBe('en');
  });

  it('follows the quality values', () => {
    expect(negotiateLanguage('zh-CN;q=0.5, en;q=0.8')).toBe('en');
    expect(negotiateLanguage('en;q=0.3, zh-TW')).toBe('zh-CN');
    expect(negotiateLanguage('en;q=0, zh')).toBe('zh-CN');
  });
});
