import { getStore, setStore } from '@/lib/storage';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCNCore, type Messages } from './locales/zh-cn';
import { storageKey } from '@/lib/storage-keys';

const languageKey = storageKey('language', 'device');

export const languages = ['zh-CN', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

/**
 * zh-CN's login messages are bundled (the default and the fallback), the rest load with the
 * router; other languages load whole when chosen.
 */
const loadMessages: Record<Language, () => Promise<Messages>> = {
  'zh-CN': () =>
    import('./locales/zh-cn-sections').then((module) => ({
      ...zhCNCore,
      ...module.zhCNSections,
    })),
  en: () => import('./locales/en').then((module) => module.en),
};

/** Languages whose every message is loaded. */
const completeLanguages = new Set<Language>();

/**
 * The messages of the pages only some users open (the administration pages), by language: each
 * loads with its page, not with every signed-in frame (`locales/<language>/pages/`).
 */
const pageMessages: Record<Language, Record<string, () => Promise<unknown>>> = {
  'zh-CN': import.meta.glob('./locales/zh-cn/pages/*.ts', { import: 'default' }),
  en: import.meta.glob('./locales/en/pages/*.ts', { import: 'default' }),
};
const pageFolders: Record<Language, string> = { 'zh-CN': 'zh-cn', en: 'en' };

/** The pages whose messages were asked for, and what has loaded of them (`language:page`). */
const pagesAsked = new Set<string>();
const pagesLoaded = new Set<string>();

/** A page's section is named as its file, in camelCase: `menu-admin` → `menuAdmin`. */
const sectionOf = (page: string) =>
  page.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

async function ensurePageMessages(language: Language) {
  await Promise.all(
    [...pagesAsked].map(async (page) => {
      if (pagesLoaded.has(`${language}:${page}`)) return;
      const load = pageMessages[language][`./locales/${pageFolders[language]}/pages/${page}.ts`];
      if (!load) throw new Error(`No ${language} messages for the page ${page}`);
      const section = await load();
      i18n.addResourceBundle(language, 'translation', { [sectionOf(page)]: section }, true, true);
      pagesLoaded.add(`${language}:${page}`);
    }),
  );
}

/** Loads a page's messages (`locales/<language>/pages/<page>.ts`) before the page shows. */
export async function loadPageMessages(page: string) {
  pagesAsked.add(page);
  await initialized;
  await ensurePageMessages(currentLanguage());
}

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

/** The language chosen last time, or zh-CN (spec §9). */
export function storedLanguage(): Language {
  const stored = getStore<string>({ name: languageKey });
  return isLanguage(stored) ? stored : defaultLanguage;
}

export const i18n = i18next.createInstance();

async function ensureMessages(language: Language) {
  if (completeLanguages.has(language)) return;
  i18n.addResourceBundle(language, 'translation', await loadMessages[language](), true, true);
  completeLanguages.add(language);
}

/** Settles once initI18n has run, whether or not its language loaded. */
let markInitialized = () => {};
const initialized = new Promise<unknown>((resolve) => (markInitialized = () => resolve(true)));

/** Every message of the current language: the signed-in frame needs them all. */
export async function loadAllMessages() {
  await initialized;
  await ensureMessages(currentLanguage());
}

/** Switches the language; it is stored and `<html lang>` follows. */
export async function changeLanguage(language: Language) {
  await Promise.all([ensureMessages(language), ensurePageMessages(language)]);
  await i18n.changeLanguage(language);
}

/**
 * Initialises the shared instance once, in the stored language: zh-CN's login messages are at
 * hand, another language loads whole.
 */
export async function initI18n(language: Language = storedLanguage()) {
  try {
    return await initialize(language);
  } finally {
    markInitialized();
  }
}

async function initialize(language: Language) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (next) => {
      if (!isLanguage(next)) return;
      setStore({ name: languageKey, content: next });
      document.documentElement.lang = next;
    });
    await i18n.use(initReactI18next).init({
      // A copy: i18next merges the messages loaded later into the bundle it is given.
      resources: { 'zh-CN': { translation: { ...zhCNCore } } },
      partialBundledLanguages: true,
      lng: defaultLanguage,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  if (language === defaultLanguage) await i18n.changeLanguage(language);
  else await changeLanguage(language);
  document.documentElement.lang = i18n.language;
  return i18n;
}

/** The current language, as sent in `Accept-Language`. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
