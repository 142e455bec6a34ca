/** The feedback dialog's width, also its placeholder's while its code loads. */
export const feedbackModalWidth = 'min(720px, calc(100vw - 32px))';
