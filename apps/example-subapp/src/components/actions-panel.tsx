import { closeSelf, navigateShell, openTab, reportStatus, setTitle } from '@portal/subapp-sdk';
import { useState } from 'react';
import { type Translate, useTranslate } from '../i18n/use-translate';
import { useExampleState } from '../state/example-state';

const burstSize = 200;

/** Uncaught errors, one a task: the shell must log a few of them, not be flooded by them. */
function throwErrorBurst(t: Translate) {
  for (let index = 1; index <= burstSize; index += 1) {
    setTimeout(() => {
      throw new Error(t('actions.errorBurstMessage', { index }));
    });
  }
}

/** One button for each message to the shell, and ones that crash the app or flood it with errors. */
export function ActionsPanel() {
  const t = useTranslate();
  const [title, setTitleText] = useState('');
  const { crash } = useExampleState();
  const buttons: [testId: string, label: string, onClick: () => void][] = [
    ['subapp-report-401', t('actions.report401'), () => reportStatus({ status: 401, code: 401 })],
    [
      'subapp-report-500',
      t('actions.report500'),
      () => reportStatus({ status: 200, code: 500, message: t('actions.report500Message') }),
    ],
    ['subapp-crash', t('actions.crash'), crash],
    ['subapp-error-burst', t('actions.errorBurst'), () => throwErrorBurst(t)],
    ['subapp-open-tab', t('actions.openTab'), () => openTab('/credit/apply/list')],
    ['subapp-navigate-shell', t('actions.navigateShell'), () => navigateShell('/wel/index')],
    ['subapp-close-self', t('actions.closeSelf'), () => closeSelf()],
  ];
  return (
    <section className="example-subapp__panel">
      <h2 className="example-subapp__heading">{t('actions.title')}</h2>
      <div className="example-subapp__actions">
        {buttons.map(([testId, label, onClick]) => (
          <button
            type="button"
            className="example-subapp__button"
            onClick={onClick}
            data-testid={testId}
            key={testId}
          >
            {label}
          </button>
        ))}
      </div>
      <form
        className="example-subapp__inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          setTitle(title.trim() || t('actions.defaultTitle'));
        }}
      >
        <label className="example-subapp__label">
          {t('actions.titleLabel')}
          <input
            className="example-subapp__input"
            value={title}
            placeholder={t('actions.defaultTitle')}
            onChange={(event) => setTitleText(event.target.value)}
            data-testid="subapp-title-input"
          />
        </label>
        <button type="submit" className="example-subapp__button" data-testid="subapp-set-title">
          {t('actions.setTitle')}
        </button>
      </form>
    </section>
  );
}
