/**
 * The class under which antd writes the theme's CSS variables (its `cssVar` key). What the shell
 * draws outside antd's components and outside the frame (a dialog's placeholder in the page's
 * body) takes it to read the same colours and font.
 */
export const themeScopeClass = 'portal-theme';
