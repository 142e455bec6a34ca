export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * Shows a short message at the top of the page. antd's message module is loaded on first use, so
 * pages that never show one (the login page) never load antd.
 */
export async function notify(level: NoticeLevel, text: string): Promise<void> {
  const { default: message } = await import('antd/es/message');
  void message[level](text);
}
