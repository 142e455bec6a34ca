import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zhCNCore, type Messages } from './zh-cn';
import { zhCNSections } from './zh-cn-sections';

/** Each section file's exports, by path. */
type SectionFiles = Record<string, Record<string, unknown>>;

const zhCNFiles: SectionFiles = import.meta.glob('./zh-cn/*.ts', { eager: true });
const enFiles: SectionFiles = import.meta.glob('./en/*.ts', { eager: true });

/** A section is named as its file, in camelCase: `./zh-cn/firm-switch.ts` → `firmSwitch`. */
function sectionKey(path: string) {
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.ts$/, '');
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

const fileNames = (files: SectionFiles) =>
  Object.keys(files)
    .map((path) => path.slice(path.lastIndexOf('/') + 1))
    .sort();

/** Every key path of a message tree: `['tabs.close', 'theme.names.dark', …]`. */
function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages)
    .flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'object' && value !== null
        ? keyPaths(value, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}

describe('message sections', () => {
  it.each([
    ['zh-CN', zhCNFiles, zhCNSections],
    ['English', enFiles, en],
  ])('has every %s file’s section, under the file’s name in camelCase', (_, files, sections) => {
    expect(Object.keys(files).length).toBeGreaterThan(10);
    for (const [path, module] of Object.entries(files)) {
      expect(module.default).toBeTypeOf('object');
      expect(sections).toHaveProperty(sectionKey(path), module.default);
    }
  });

  it('has no zh-CN section but the files of zh-cn/', () => {
    expect(zhCNSections.firmSwitch).toBe(zhCNFiles['./zh-cn/firm-switch.ts']?.default);
    expect(Object.keys(zhCNSections).sort()).toEqual(Object.keys(zhCNFiles).map(sectionKey).sort());
  });

  it('has the same section files in every language', () => {
    expect(fileNames(enFiles)).toEqual(fileNames(zhCNFiles));
  });

  it.each(Object.entries({ ...zhCNFiles, ...enFiles }))(
    '%s exports its section as its default export and nothing else',
    (_, module) => {
      expect(Object.keys(module)).toEqual(['default']);
    },
  );

  it('gives English every key of zh-CN and no other', () => {
    const zhCN: Messages = { ...zhCNCore, ...zhCNSections };

    expect(keyPaths(en)).toEqual(keyPaths(zhCN));
    expect(keyPaths(en)).toContain('firmSwitch.title');
  });

  it('types the keys of every section', () => {
    const zhCN: Messages = { ...zhCNCore, ...zhCNSections };

    expect(zhCN.firmSwitch.title).toBe('切换机构');
    expect(en.workbenchLists.noMatch).toBe('Nothing matches');
    // @ts-expect-error: a section's type holds its keys and no other.
    expect(zhCN.tabs.noSuchKey).toBeUndefined();
  });

  it("pairs every page's zh-CN messages with English ones of the same keys, out of the frame's", () => {
    const zhCNPages: SectionFiles = import.meta.glob('./zh-cn/pages/*.ts', { eager: true });
    const enPages: SectionFiles = import.meta.glob('./en/pages/*.ts', { eager: true });
    expect(fileNames(zhCNPages)).toEqual(fileNames(enPages));
    expect(fileNames(zhCNPages).length).toBeGreaterThan(2);
    for (const path of Object.keys(zhCNPages)) {
      const zh = zhCNPages[path]?.default as object;
      const english = enPages[path.replace('./zh-cn/', './en/')]?.default as object;
      expect(keyPaths(english), path).toEqual(keyPaths(zh));
      expect(zhCNSections).not.toHaveProperty(sectionKey(path));
    }
  });
});
