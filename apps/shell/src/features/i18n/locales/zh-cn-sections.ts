import { micro } from './zh-cn/micro';
import { idle } from './zh-cn/idle';
import { firmSwitch } from './zh-cn/firm-switch';
import { lock } from './zh-cn/lock';
import { theme } from './zh-cn/theme';
import { logs } from './zh-cn/logs';
import { feedback } from './zh-cn/feedback';
import { search } from './zh-cn/search';
import { iframe } from './zh-cn/iframe';
import { settings } from './zh-cn/settings';
import { menu } from './zh-cn/menu';
import { tabs } from './zh-cn/tabs';
import { workbenchLists } from './zh-cn/workbench-lists';
import { calendar } from './zh-cn/calendar';
import { crash } from './zh-cn/crash';

/** The zh-CN messages of the signed-in frame's features, loaded with the router. */
export const zhCNSections = {
  theme,
  logs,
  feedback,
  search,
  iframe,
  settings,
  menu,
  tabs,
  lock,
  firmSwitch,
  idle,
  micro,
  workbenchLists,
  calendar,
  crash,
};

export type ZhCNSections = typeof zhCNSections;
