/** The developer-override section of the zh-CN messages (decision 0026). */
const developerOverride = {
  bannerLabel: '开发地址提示',
  banner: '子应用“{{app}}”正在使用开发地址 {{url}}',
  bannerDetail: '仅本次登录的此浏览器可见，不校验发布清单；退出登录即结束。',
  end: '结束',
  card: {
    title: '子应用开发',
    description:
      '把您有开发者授权的子应用指向您的开发服务器（如 npm run dev 启动的地址），在门户中热更新调试。只影响本次登录的此浏览器：每个页面顶部都会提示，退出登录即结束，设置与结束均记入审计日志；开发版本不校验发布清单。',
    notAllowed: '本环境不允许使用开发地址（服务器设置 ALLOW_DEVELOPER_OVERRIDES）。',
    formLabel: '设置开发地址',
    app: '子应用',
    url: '开发地址',
    urlPlaceholder: 'http://127.0.0.1:7101/',
    urlRequired: '请输入开发地址',
    set: '使用开发地址',
    current: '当前：“{{app}}”使用 {{url}}',
    end: '结束开发地址',
  },
  grants: {
    title: '子应用开发者授权',
    description: '获得授权的用户可在自己的会话中把该子应用指向其开发服务器，只影响其本人的浏览器。',
    dutyHolder: '担任管理职责的账号不运行子应用，不能授予开发者权限。',
    none: '尚无开发者授权',
    app: '子应用',
    grantedBy: '授权人与时间',
    grant: '授予',
    revoke: '撤销',
    revokeOf: '撤销“{{app}}”的开发者授权',
    chooseApp: '选择子应用',
    confirmGrant: {
      title: '授予 {{name}}“{{app}}”的开发者权限',
      description:
        '该用户将可以在自己的会话中把“{{app}}”指向其开发服务器。请填写原因，将记入审计日志。',
    },
    confirmRevoke: {
      title: '撤销 {{name}}“{{app}}”的开发者权限',
      description: '该用户正在使用的开发地址将立即失效。请填写原因，将记入审计日志。',
    },
    granted: '已授予“{{app}}”的开发者权限',
    revoked: '已撤销“{{app}}”的开发者权限',
  },
};

export default developerOverride;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    developerOverride: typeof developerOverride;
  }
}
