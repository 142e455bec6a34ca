/** The feedback section of the zh-CN messages. */
const feedback = {
  title: '问题反馈',
  open: '截图反馈',
  capturing: '正在截图...',
  captureFailed: '页面截图失败，请稍后重试。',
  captureAgain: '重新截图',
  capturedAt: '截图时间：{{time}}',
  screenshotAlt: '当前页面截图',
  comment: '反馈说明',
  commentPlaceholder: '请描述您遇到的问题',
  commentRequired: '请填写反馈说明',
  commentTooLong: '反馈说明不能超过 {{max}} 个字',
  save: '提交',
  cancel: '取消',
  download: '下载图片',
  sent: '反馈已提交（编号 {{id}}），感谢！',
  keptUnsent: '反馈未能提交，已先保存在本浏览器，稍后可在这里重新提交。',
  resend: '重新提交',
  resendItem: '重新提交 {{time}} 的反馈',
  resendFailed: '仍未能提交，请稍后再试。',
  droppedOlder: '浏览器存储空间不足，已删除 {{count}} 条较早的反馈',
  tooLarge: '截图过大，浏览器存储空间不足，未能保存。反馈说明已保留，您可以先下载图片。',
  saveFailed: '反馈保存失败，请稍后重试。反馈说明已保留。',
  kept: '未能提交的反馈（{{count}}）',
  noneKept: '没有未提交的反馈',
  deleteItem: '删除 {{time}} 的反馈',
  thumbnailAlt: '{{time}} 的反馈截图',
  screenshotTooLarge:
    '截图超过 {{megabytes}} MB 上限，无法提交。反馈说明已保留，您可以先下载图片，或关闭部分页面内容后重新截图。',
  mine: '我的反馈',
  mineEmpty: '您还没有提交过反馈',
  mineFailed: '我的反馈暂时无法加载',
  mineNumber: '编号 {{id}} · {{time}}',
  handler: '处理人：{{name}}',
  status: { received: '已收到', inProgress: '处理中', handled: '已处理' },
  allowance: '本小时还可提交 {{count}} 条，24 小时内还可提交 {{megabytes}} MB',
};

export default feedback;

declare module '../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    feedback: typeof feedback;
  }
}
