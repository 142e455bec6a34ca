import type { ZhCNSections } from './zh-cn-sections';

/**
 * Simplified Chinese, the default language: what the login page needs, bundled with it. The
 * signed-in frame's sections (zh-cn/*.ts) load with the router (zh-cn-sections.ts). Together they
 * type every other language.
 */
export const zhCNCore = {
  app: {
    name: 'Portal',
    fullName: '集团业务核心系统',
    loading: '系统加载中...',
    configFailed: '系统配置加载失败，请刷新页面重试。',
    loadingData: '加载中',
    loadFailed: '加载失败',
    retry: '重试',
    reload: '重新加载',
  },
  language: {
    label: '语言',
    zhCN: '中文',
    en: 'English',
  },
  login: {
    brandTitle: '集团业务核心系统',
    brandSubtitle: '客户、授信、贷后、保理、小微贷款与绩效，一站式办理。',
    brandPoint1: '统一身份认证，多机构一键切换',
    brandPoint2: '业务子系统集中接入，标签页并行处理',
    brandPoint3: '待办、消息与日程实时提醒',
    title: '账号登录',
    subtitle: '请使用您的员工账号登录',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    usernameRequired: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    passwordRequired: '请输入密码',
    submit: '登录',
    submitting: '登录中...',
    switchQuestion:
      '您已以 {{name}} 的身份登录。此链接要以门户传来的账号登录，是否退出 {{name}} 并切换？只在链接确为您本人从门户打开时切换。',
    switchConfirm: '退出并切换账号',
    switchKeep: '继续以 {{name}} 使用',
    portalSignIn: '正在通过门户登录...',
    noFirm: '当前账号未关联任何机构，请联系管理员。',
    failed: '登录失败，请稍后重试。',
    internalOnly: '仅限集团内部员工使用',
    copyright: '© {{year}} Portal',
  },
  session: {
    userInfoLost: '意外退出导致用户信息丢失，请从门户重新进入或直接登录。',
    signOut: '退出登录',
    signOutTitle: '退出系统',
    signOutConfirm: '确定退出系统吗？',
    confirm: '确定',
    cancel: '取消',
    home: '首页',
  },
  http: {
    signInAgain: '请重新登录',
    serviceUnauthorized: '服务未授权，请重新登录',
    serviceError: '服务异常',
    unknownError: '未知错误',
    networkError: '网络异常，无法连接服务器，请检查网络后重试。',
    timeout: '请求超时，请稍后重试。',
    serviceUnavailable: '服务暂不可用，请稍后重试。',
  },
  errors: {
    notFoundTitle: '页面不存在',
    notFoundDescription: '您访问的页面不存在或已被移除，请检查地址是否正确。',
    forbiddenTitle: '无权访问',
    forbiddenDescription: '您没有访问此页面的权限，如需开通请联系系统管理员。',
    otherFirmTitle: '此页面属于{{firm}}',
    otherFirmDescription:
      '您在当前机构无权访问此页面，但在“{{firm}}”可以访问。切换机构后将在该机构打开此页面，当前机构的标签页会关闭。',
    switchFirmAndOpen: '切换到{{firm}}并打开',
    serverErrorTitle: '系统出错了',
    serverErrorDescription: '页面加载失败，请稍后重试；若问题持续，请联系运维人员。',
    backHome: '返回首页',
    reload: '重新加载',
  },
  layout: {
    userMenu: '用户菜单：{{name}}',
    collapseMenu: '收起菜单',
    expandMenu: '展开菜单',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    switchFirm: '切换机构',
    settings: '个人设置',
    goHome: '返回首页',
  },
  routes: {
    home: '首页',
    backlog: '我的待办',
    message: '消息中心',
    notice: '通知公告',
    info: '个人设置',
    iframe: '外部页面',
    // The pages whose own messages load with them (locales/zh-cn/pages/): a kept tab is titled first.
    auditEvents: '审计日志',
    operations: '运行监控',
    registry: '子应用注册表',
    menuAdmin: '菜单管理',
    securityUsers: '账号与会话',
  },
  workbench: {
    title: '工作台',
    greetingMorning: '早上好，{{name}}',
    greetingAfternoon: '下午好，{{name}}',
    greetingEvening: '晚上好，{{name}}',
    subtitle: '欢迎回到集团业务核心系统，祝您工作顺利。',
    viewAll: '查看全部',
    todos: {
      title: '我的待办',
      latest: '最新待办',
      empty: '暂无待处理的待办',
      meta: '{{type}} · {{applicant}} · {{time}}',
    },
    messages: { title: '最新消息', latest: '最新消息列表' },
    notices: { title: '通知公告', latest: '最新公告列表' },
    poll: {
      title: '您有新的待办',
      description: '{{title}}（申请人：{{applicant}}）',
      descriptionUnknown: '有新的待办事项等待您处理。',
      open: '立即办理',
      openBacklog: '查看待办',
    },
  },
};

export type ZhCNCore = typeof zhCNCore;

export type Messages = ZhCNCore & ZhCNSections;
