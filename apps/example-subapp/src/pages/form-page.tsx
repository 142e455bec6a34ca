import { useTranslate } from '../i18n/use-translate';
import { type FormDraft, useExampleState } from '../state/example-state';

const isProduct = (value: string): value is FormDraft['product'] =>
  value === 'loan' || value === 'factoring';

/** A form to leave half-filled: its values live in the app's state, not in this page. */
export function FormPage() {
  const { draft, updateDraft, submitted, submit } = useExampleState();
  const t = useTranslate();
  return (
    <div className="example-subapp__page" data-testid="subapp-page-form">
      <form
        className="example-subapp__panel example-subapp__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 className="example-subapp__heading">{t('form.title')}</h2>
        <label className="example-subapp__label">
          {t('form.customer')}
          <input
            className="example-subapp__input"
            value={draft.customer}
            onChange={(event) => updateDraft({ customer: event.target.value })}
            required
            data-testid="subapp-form-customer"
          />
        </label>
        <label className="example-subapp__label">
          {t('form.amount')}
          <input
            className="example-subapp__input"
            type="number"
            min="0"
            value={draft.amount}
            onChange={(event) => updateDraft({ amount: event.target.value })}
            required
            data-testid="subapp-form-amount"
          />
        </label>
        <label className="example-subapp__label">
          {t('form.product')}
          <select
            className="example-subapp__input"
            value={draft.product}
            onChange={(event) => {
              if (isProduct(event.target.value)) updateDraft({ product: event.target.value });
            }}
            data-testid="subapp-form-product"
          >
            <option value="loan">{t('form.productLoan')}</option>
            <option value="factoring">{t('form.productFactoring')}</option>
          </select>
        </label>
        <label className="example-subapp__label">
          {t('form.note')}
          <textarea
            className="example-subapp__input"
            value={draft.note}
            onChange={(event) => updateDraft({ note: event.target.value })}
            data-testid="subapp-form-note"
          />
        </label>
        <button type="submit" className="example-subapp__button" data-testid="subapp-form-submit">
          {t('form.submit')}
        </button>
        {submitted && (
          <p role="status" data-testid="subapp-form-result">
            {t('form.submitted', { customer: submitted.customer, amount: submitted.amount })}
          </p>
        )}
      </form>
    </div>
  );
}
