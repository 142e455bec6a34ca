import type { Firm } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

type OtherFirmPageProps = {
  firm: Firm;
  /** Switches to `firm` and opens the page again; rejects when the switch failed (and said so). */
  onSwitch: () => Promise<void>;
};

/** 403 for a page of another of the user's firms: it offers to switch there, at this address. */
export function OtherFirmPage({ firm, onSwitch }: OtherFirmPageProps) {
  const { t } = useTranslation();
  const [isSwitching, setSwitching] = useState(false);
  async function switchFirm() {
    setSwitching(true);
    try {
      await onSwitch();
    } catch {
      // The HTTP client told the user why; the offer stays to try again.
    } finally {
      setSwitching(false);
    }
  }
  return (
    <ErrorPage
      code="403"
      title={t('errors.otherFirmTitle', { firm: firm.firmName })}
      description={t('errors.otherFirmDescription', { firm: firm.firmName })}
      isHomePrimary={false}
      actions={
        <button
          type="button"
          className="error-page__button error-page__button--primary"
          disabled={isSwitching}
          aria-busy={isSwitching}
          onClick={() => void switchFirm()}
        >
          {t('errors.switchFirmAndOpen', { firm: firm.firmName })}
        </button>
      }
    />
  );
}
