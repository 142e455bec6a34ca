import type { Schedule } from '@portal/contract';
import { renderWithI18n } from '@/test/render-with-i18n';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { isCancelled, labelledTitle, scheduleStatusKey } from './schedule-status';

const schedule = (status: Schedule['status']) => ({ status, title: '授信评审会' });

/** The three statuses' titles, labelled in the current language. */
function Titles() {
  const { t } = useTranslation();
  return (
    <ul>
      {([0, 2, 400] as const).map((status) => (
        <li key={status}>
          {labelledTitle(schedule(status), (key) => t(`calendar.statusLabel.${key}`))}
        </li>
      ))}
    </ul>
  );
}

async function titlesIn(language: 'zh-CN' | 'en') {
  await renderWithI18n(<Titles />, { language });
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('schedule statuses', () => {
  it('names the codes of the spec: 0 pending, 2 refused, 400 cancelled', () => {
    expect(scheduleStatusKey(0)).toBe('pending');
    expect(scheduleStatusKey(2)).toBe('refused');
    expect(scheduleStatusKey(400)).toBe('cancelled');
    expect(isCancelled(schedule(400))).toBe(true);
    expect(isCancelled(schedule(2))).toBe(false);
  });

  it('labels titles [pending], [refused] and [cancelled] in English', async () => {
    expect(await titlesIn('en')).toEqual([
      '[pending] 授信评审会',
      '[refused] 授信评审会',
      '[cancelled] 授信评审会',
    ]);
  });

  it('labels titles in Chinese', async () => {
    expect(await titlesIn('zh-CN')).toEqual([
      '[待确认] 授信评审会',
      '[已拒绝] 授信评审会',
      '[已取消] 授信评审会',
    ]);
  });
});
