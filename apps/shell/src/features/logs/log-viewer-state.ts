import { create } from 'zustand';

type LogViewerState = {
  isOpen: boolean;
  /** Once opened, the dialog stays mounted, so that it can play its closing animation. */
  hasOpened: boolean;
};

/** Whether the top bar's log viewer is open: anything that points the user to the log opens it. */
export const useLogViewer = create<LogViewerState>(() => ({ isOpen: false, hasOpened: false }));

export function openLogViewer(): void {
  useLogViewer.setState({ isOpen: true, hasOpened: true });
}

export function closeLogViewer(): void {
  useLogViewer.setState({ isOpen: false });
}
