// Menu search per keystroke over 10,000 menu entries, against a naive label filter in the same run.
// Run on its own: node --import tsx bench/menu-search.ts
import { performance } from 'node:perf_hooks';
import { loadPinyinInitials } from '../apps/shell/src/features/search/pinyin-initials.ts';
import {
  buildSearchIndex,
  searchIndex,
  type SearchEntry,
} from '../apps/shell/src/features/search/search-index.ts';
import { shortOr, verdict, writeResult } from './lib/short-mode.mjs';

const entryCount = 10_000;
const budgetMs = 2;
const warmUpRounds = shortOr(1, 20);
const measuredRounds = shortOr(2, 150);

// Words of real back-office menus, so that initials and prefixes collide as they do there.
const chineseWords = (
  '客户 列表 授信 贷款 审批 合同 管理 查询 统计 报表 额度 还款 逾期 催收 保理 ' +
  '账户 台账 配置 申请 放款 风险 预警 资产 押品 抵押 担保 利率 项目 绩效 考核 ' +
  '消息 公告 待办 日程 机构 部门 用户 角色 权限 菜单 重置 密码 小微 自主 核心 ' +
  '企业 个人 银行 流水 单位 行长 调整 登记 变更 记录 明细 汇总 分析 任务 池'
).split(' ');
const englishWords = (
  'credit customer loan list approval contract report query limit repayment overdue ' +
  'factoring account project risk asset collateral rate performance message notice task ' +
  'schedule firm role user settings pool'
).split(' ');

/** mulberry32: the same menu on every run and machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function generateEntries(count: number): SearchEntry[] {
  const next = random(20260101);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const words = (pool: readonly string[], min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(pool));
  return Array.from({ length: count }, (_, position) => {
    const kind = next();
    let label: string;
    if (kind < 0.7) label = words(chineseWords, 2, 4).join('');
    else if (kind < 0.9) {
      const [first = '', ...rest] = words(englishWords, 2, 3);
      label = [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
    } else label = `${pick(['100', '300', '500'])} 万${words(chineseWords, 1, 2).join('')}`;
    return { key: `entry-${position}`, label, path: `/sub-app/${position}`, icon: 'menu' };
  });
}

/** What a user types, one keystroke at a time; an input method commits whole characters. */
const typedQueries = (
  'khlb|kh|sxsp|dkgl|czmm|hkjh|xwzz|100w|cre|credit l|loan a|customer pool|report|zzzz|客户列表|' +
  '授信审批|贷款|小微自主|不存在'
).split('|');
const keystrokes = typedQueries.flatMap((query) => {
  const characters = Array.from(query);
  return characters.map((_, end) => characters.slice(0, end + 1).join(''));
});

function summarize(samples: number[]) {
  const sorted = [...samples].sort((left, right) => left - right);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Number(value.toFixed(4));
  return { p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted.at(-1) ?? 0) };
}

const entries = generateEntries(entryCount);

const loadStart = performance.now();
const initialsOf = await loadPinyinInitials();
const pinyinLoadMs = performance.now() - loadStart;

const buildStart = performance.now();
const index = buildSearchIndex(entries, initialsOf);
const indexBuildMs = performance.now() - buildStart;

const searchSamples: number[] = [];
const baselineSamples: number[] = [];
let found = 0; // checked below, so that no call can be optimised away

for (let round = 0; round < warmUpRounds + measuredRounds; round += 1) {
  const isMeasured = round >= warmUpRounds;
  for (const query of keystrokes) {
    // Alternate which goes first, so that neither always runs on a warmer cache.
    for (const isSearch of round % 2 === 0 ? [true, false] : [false, true]) {
      const start = performance.now();
      found += isSearch
        ? searchIndex(index, query).length
        : entries.filter((entry) => entry.label.startsWith(query)).length;
      const elapsed = performance.now() - start;
      if (isMeasured) (isSearch ? searchSamples : baselineSamples).push(elapsed);
    }
  }
}

if (found === 0) throw new Error('The searches found nothing: the generated menu is wrong.');

const search = summarize(searchSamples);
const baseline = summarize(baselineSamples);
const result = {
  measure: 'menu-search-keystroke-ms',
  description:
    'Milliseconds per keystroke of searchIndex (label or pinyin-initials prefix, 10 results) over 10,000 generated menu entries, replaying typed queries letter by letter, against entries.filter(label.startsWith(query)) over the same entries in the same run; the budget applies to p95',
  measuredAt: new Date().toISOString(),
  node: process.version,
  entries: entryCount,
  keystrokes: searchSamples.length,
  queries: typedQueries,
  build: {
    pinyinLoadMs: Number(pinyinLoadMs.toFixed(1)),
    indexBuildMs: Number(indexBuildMs.toFixed(1)),
  },
  search,
  baseline: { method: 'entries.filter((entry) => entry.label.startsWith(query))', ...baseline },
  ratioP95ToBaseline: Number((search.p95Ms / baseline.p95Ms).toFixed(3)),
  budgetMs,
  withinBudget: search.p95Ms <= budgetMs,
};

writeResult('menu-search.json', result);
console.log(
  `menu search, ${entryCount} entries, ${result.keystrokes} keystrokes: p50 ${search.p50Ms} ms, p95 ${search.p95Ms} ms, max ${search.maxMs} ms (${result.ratioP95ToBaseline}x the naive filter's p95 ${baseline.p95Ms} ms); index built in ${result.build.indexBuildMs} ms; budget ${budgetMs} ms: ${verdict(result.withinBudget)}`,
);
