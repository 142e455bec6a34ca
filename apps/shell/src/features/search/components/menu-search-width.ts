/** The search dialog's width, also its placeholder's while its code loads. */
export const menuSearchWidth = 560;
