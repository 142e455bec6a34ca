/** The sub-application section of the zh-CN messages. */
const micro = {
  notLoaded: '未加载到子应用',
  backHome: '返回首页',
  notLoadedDuty:
    '您的账号担任管理职责（系统、安全或审计管理），为防止子应用代您操作，管理会话中不运行任何子应用。请使用业务账号打开。',
  notLoadedFailed: '该子应用上次加载失败，请重试；若问题持续，请联系运维人员。',
  notLoadedPinMismatch:
    '该子应用的文件与注册表锁定的发布版本不符，已阻止其运行，并已报告运维。请联系运维人员。',
  notLoadedUnconfigured: '该功能的子应用尚未配置，请联系运维人员。',
  notLoadedDisabled: '该子应用已被平台管理员停用，请联系运维人员了解恢复时间。',
  retry: '重新加载',
  loadIncomplete: '子应用资源加载不完整，可能导致部分功能缺失，请联系运维人员。',
  pinMismatch: '子应用的文件与锁定的发布版本不符，已阻止其运行，请联系运维人员。',
  logSuppressed: '{{source}} 在短时间内出错过多，另有 {{count}} 条错误未记入日志。',
};

export default micro;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    micro: typeof micro;
  }
}
