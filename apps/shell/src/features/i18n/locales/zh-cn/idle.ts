/** The idle expiry section of the zh-CN messages. */
export const idle = {
  title: '登录即将过期',
  banner: '您长时间未操作，登录将在 {{time}} 后过期。',
  description: '为保障账户安全，长时间未操作将自动退出登录。如需继续使用，请点击“继续使用”。',
  stay: '继续使用',
  later: '稍后提醒',
  expired: '登录已过期，请重新登录',
};
