import './dialog-motion.css';

/**
 * The motion of the frame's dialogs, for antd's Modal and its confirm: visible from their first
 * frame, settling in 150 ms. antd's own zoom keeps a dialog transparent for its first four to six
 * frames (it prepares, then starts, then animates from nothing): some 100 ms after the click with
 * nothing on screen, however fast the dialog's code. Someone who asked for reduced motion gets none
 * (the theme turns antd's motion off).
 */
export const dialogMotion = {
  transitionName: 'portal-dialog',
  maskTransitionName: 'portal-dialog-mask',
} as const;
