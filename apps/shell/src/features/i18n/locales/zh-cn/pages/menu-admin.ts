/** The menu administration section of the zh-CN messages. */
const menuAdmin = {
  title: '菜单管理',
  intro:
    '各公司、各角色的菜单。新增、修改、移动或删除后，各实例立即生效，已打开的门户在下次导航时生效，无需发布或重启；每次修改都记入审计日志。',
  firm: '公司',
  kinds: { menu: '侧边菜单', function: '功能菜单' },
  addEntry: '新增菜单',
  addSection: '新增分组',
  addTitle: '新增菜单',
  editTitle: '编辑菜单 {{label}}',
  edit: '编辑',
  editNode: '编辑 {{label}}',
  moveUp: '上移 {{label}}',
  moveDown: '下移 {{label}}',
  delete: '删除',
  deleteNode: '删除 {{label}}',
  deleteConfirm: '删除菜单“{{label}}”及其授权？',
  deleted: '菜单“{{label}}”已删除',
  saved: '菜单“{{label}}”已保存',
  moved: '菜单“{{label}}”已移动',
  save: '保存',
  cancel: '取消',
  empty: '该公司还没有这类菜单',
  section: '分组',
  rolesCount: '{{count}} 个角色',
  noRoles: '未授权',
  kpiTag: '菜单中隐藏',
  kpiNote: '绩效考核（kpi）的菜单不在菜单中显示，但它的页面仍对已授权的角色开放；授权照常生效。',
  fields: {
    name: '标识',
    label: '中文名称',
    labelEn: '英文名称',
    icon: '图标',
    parent: '上级分组',
    target: '打开',
    subRoute: '子应用路由',
    page: '页面',
    href: '链接地址',
    isSuperUrl: '在新窗口打开',
    shellPath: '门户页面路径',
    roles: '授权角色',
  },
  hints: {
    name: '在公司内唯一：小写字母、数字和 -，如 treasury-ledger',
    labelEn: '留空则使用门户自带的译名或中文名称',
    page: '路由之后的路径，如 ledger：打开 /路由/ledger',
    parentOnEdit: '更改上级会把菜单移到该分组的末尾',
  },
  targets: {
    section: '分组（不打开页面）',
    subApp: '子应用页面',
    link: '外部链接',
    shell: '门户页面',
  },
  noParent: '（顶层）',
  routeOption: '{{route}} · {{title}}',
  roleOption: '{{name}}（{{no}}）',
  errors: {
    nameRequired: '请输入标识',
    namePattern: '标识由小写字母、数字和 - 组成，以字母或数字开头',
    labelRequired: '请输入名称',
    subRouteRequired: '请选择子应用路由',
    pagePattern: '页面由小写字母、数字、/、_ 和 - 组成',
    hrefRequired: '请输入 http 或 https 地址',
    shellPathPattern: '路径以 / 开头，由小写字母、数字、/、_ 和 - 组成',
  },
  buttons: {
    title: '按钮权限',
    intro: '每个角色的按钮权限编码（小写字母、数字和 _），子应用据此显示按钮。',
    role: '角色',
    codes: '按钮编码',
    codesOf: '{{role}} 的按钮编码',
    save: '保存',
    saveOf: '保存 {{role}} 的按钮编码',
    saved: '{{role}} 的按钮编码已保存',
    invalid: '编码 {{code}} 无效：只能包含小写字母、数字和 _',
  },
};

export default menuAdmin;

declare module '../../zh-cn-sections' {
  // Adds this section to the typed messages; module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ZhCNSections {
    menuAdmin: typeof menuAdmin;
  }
}
