import { renderWithI18n } from '@/test/render-with-i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDateTimeFormat } from './use-date-time-format';

function Formatted({ iso }: { iso: string }) {
  return <time>{useDateTimeFormat()(iso)}</time>;
}

describe('useDateTimeFormat', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats an instant in the language, with one formatter for every component of it', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');

    await renderWithI18n(
      <>
        <Formatted iso="2026-12-08T09:30:00Z" />
        <Formatted iso="not a date" />
      </>,
      { language: 'en' },
    );

    expect(screen.getByText(/2026/)).toBeInTheDocument();
    expect(screen.getByText('not a date')).toBeInTheDocument();
    // None when an earlier test of this worker made the language's formatter already.
    const madeForEnglish = made.mock.calls.filter(([language]) => language === 'en');
    expect(madeForEnglish.length).toBeLessThanOrEqual(1);
  });
});
