import { useTranslate } from '../i18n/use-translate';
import { useExampleState } from '../state/example-state';

/** State to keep: the shell keeps the app alive while its tab is hidden. */
export function CounterPanel() {
  const { count, increment } = useExampleState();
  const t = useTranslate();
  return (
    <section className="example-subapp__panel">
      <h2 className="example-subapp__heading">{t('counter.title')}</h2>
      <p data-testid="subapp-counter" data-count={count}>
        {t('counter.value', { count })}
      </p>
      <button
        type="button"
        className="example-subapp__button"
        onClick={increment}
        data-testid="subapp-counter-increment"
      >
        {t('counter.increment')}
      </button>
      <p className="example-subapp__hint">{t('counter.hint')}</p>
    </section>
  );
}
