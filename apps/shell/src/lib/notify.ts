export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * Shows a short message at the top of the page. antd's message module is loaded on first use, so
 * pages that never show one (the login page) never load antd. The same message shown again while
 * on screen replaces itself (one key per text), so a burst of identical failures is one notice.
 */
export async function notify(level: NoticeLevel, text: string): Promise<void> {
  const { default: message } = await import('antd/es/message');
  void message.open({
    type: level,
    content: text,
    key: `${level}:${text}`,
    // A warning or an error (the session ended, a call failed) stays long enough to be read.
    duration: level === 'warning' || level === 'error' ? 6 : 3,
  });
}
