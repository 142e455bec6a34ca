/** The idle expiry section of the zh-CN messages. */
const idle = {
  title: '登录即将过期',
  banner: '本次登录将在 {{time}} 后结束。',
  description: '为保障账户安全，登录会话到期后将自动退出。如需继续使用，请点击“继续使用”。',
  stay: '继续使用',
  later: '稍后提醒',
  expired: '登录已过期，请重新登录',
  lifetimeEnded: '登录已达最长时限，请重新登录',
  lifetimeEnding: '本次登录将于 {{time}} 到达最长时限，届时需要重新登录，请及时保存工作。',
  announceMinutes: '登录将在 {{count}} 分钟内过期。',
  announceSeconds: '登录将在 {{count}} 秒内过期。',
  announceEnter: '按回车键继续使用。',
};

export default idle;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    idle: typeof idle;
  }
}
