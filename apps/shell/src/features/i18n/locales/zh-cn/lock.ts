/** The lock section of the zh-CN messages. */
const lock = {
  lock: '锁屏',
  lockNow: '立即锁屏',
  setPasswordTitle: '设置锁屏密码',
  setPasswordHint: '解锁时需要输入此密码；退出登录后失效。',
  password: '锁屏密码',
  passwordRequired: '锁屏密码不能为空',
  locked: '屏幕已锁定',
  unlockPlaceholder: '请输入锁屏密码',
  unlock: '解锁',
  wrongPassword: '解锁密码错误,请重新输入',
  unlockWithPasskey: '使用通行密钥解锁',
  passkeyProblem: {
    unsupported: '当前浏览器不支持通行密钥，请输入锁屏密码。',
    cancelled: '已取消通行密钥验证，或验证超时。',
    'already-registered': '通行密钥验证失败，请重试。',
    failed: '通行密钥验证失败，请重试。',
  },
};

export default lock;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    lock: typeof lock;
  }
}
