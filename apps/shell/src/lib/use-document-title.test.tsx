import { renderWithI18n } from '@/test/render-with-i18n';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  afterEach(() => vi.useRealTimers());

  it('names the page and the system once the page is painted, not in the render that changed it', async () => {
    document.title = 'before';
    const { rerender } = await renderWithI18n(<Titled title="客户列表" />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });

    rerender(<Titled title="保理业务台账" />);
    expect(document.title).not.toBe('保理业务台账 - 集团业务核心系统');

    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(document.title).toBe('保理业务台账 - 集团业务核心系统');
  });
});
