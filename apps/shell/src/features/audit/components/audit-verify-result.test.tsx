import { renderWithI18n } from '@/test/render-with-i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuditVerifyResult } from './audit-verify-result';

describe('AuditVerifyResult', () => {
  it('says from which checkpoint of the purge the chain was checked', async () => {
    await renderWithI18n(
      <AuditVerifyResult
        verification={{
          ok: true,
          count: 12,
          checkpoint: { id: 3, lastPurgedId: 5000, purgedAt: '2026-11-27T01:00:00.000Z' },
        }}
        onClose={vi.fn()}
      />,
      { language: 'en' },
    );
    expect(screen.getByTestId('audit-verify-result')).toHaveTextContent(
      /^The chain is intact: 12 records after purge checkpoint 3, none changed\. Records up to 5000 were purged at .+, when their retention ended\.$/,
    );
  });

  it('names a checkpoint found wrong by its number', async () => {
    await renderWithI18n(
      <AuditVerifyResult
        verification={{
          ok: false,
          id: 2,
          problem: 'checkpoint-removed',
          found: null,
          intact: 0,
          breaks: [{ id: 2, problem: 'checkpoint-removed', found: null }],
          breakCount: 1,
        }}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId('audit-verify-result')).toHaveTextContent(
      '审计链的清理检查点 2 有误：清理检查点已被删除',
    );
  });
});
