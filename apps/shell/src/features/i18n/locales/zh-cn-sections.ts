/**
 * The zh-CN sections' type. `import.meta.glob` keeps no file's type, so each `zh-cn/<name>.ts`
 * adds its section here itself (declaration merging); the English files are typed from it.
 */
// Declaration merging only works with an interface, and this one starts empty.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface ZhCNSections {}

/** A section is named as its file, in camelCase: `./zh-cn/firm-switch.ts` → `firmSwitch`. */
const sectionName = (path: string) =>
  path.replace(/^.*\/|\.ts$/g, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

// Each file's default export, under the file's name.
const sections: object = Object.fromEntries(
  Object.entries(import.meta.glob('./zh-cn/*.ts', { eager: true, import: 'default' })).map(
    ([path, section]) => [sectionName(path), section],
  ),
);

/**
 * The zh-CN messages of the signed-in frame's features, loaded with the router: every file of
 * zh-cn/. A new section is a file there and its twin in en/ (sections.test.ts checks they pair).
 * The glob keeps no file's type: each file declares its own in ZhCNSections.
 */
export const zhCNSections = sections as ZhCNSections;
