/** The log dialog's width, also its placeholder's while its code loads. */
export const logViewerWidth = 'min(1160px, calc(100vw - 32px))';
