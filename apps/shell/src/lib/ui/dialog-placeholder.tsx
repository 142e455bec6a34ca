import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { themeScopeClass } from './theme-scope';
import './dialog-placeholder.css';

export type DialogPlaceholderProps = {
  /** The dialog's title, as it will show. */
  title: string;
  /** The dialog's width, so that it opens where this stood. */
  width?: number | string;
  /** Escape or a click on the mask: the user no longer wants the dialog. */
  onCancel: () => void;
};

/**
 * What a dialog shows at once while its code is still on the way (a press right after sign-in,
 * before the frame loaded it when idle): the mask, and a box with the dialog's title and a busy
 * body where the dialog will be. It holds the focus meanwhile, so keys do not reach the page, and
 * gives it back where it was when it goes: the dialog taking its place then finds the control
 * that opened it there, and gives the focus back to it when it closes.
 */
export function DialogPlaceholder({ title, width = 520, onCancel }: DialogPlaceholderProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const before = document.activeElement;
    box?.focus();
    return () => {
      const now = document.activeElement;
      const isStillHere = now === box || now === null || now === document.body;
      if (isStillHere && before instanceof HTMLElement) before.focus({ preventScroll: true });
    };
  }, []);
  return createPortal(
    <div className={`dialog-placeholder ${themeScopeClass}`}>
      <div className="dialog-placeholder__mask" onClick={onCancel} />
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        aria-busy="true"
        tabIndex={-1}
        className="dialog-placeholder__box"
        style={{ width }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <div className="dialog-placeholder__title">{title}</div>
        <div className="dialog-placeholder__body" role="status" aria-label={t('app.loadingData')}>
          <span className="dialog-placeholder__spinner" />
        </div>
      </div>
    </div>,
    document.body,
  );
}
