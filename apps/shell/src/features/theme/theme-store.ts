import { getStore, setStore } from '@/lib/storage';
import { create } from 'zustand';
import { defaultThemeName, isThemeName, themeNames, type ThemeName } from './themes';
import { storageKey } from '@/lib/storage-keys';

export const themeNameKey = storageKey('themeName', 'device');

type ThemeState = {
  themeName: ThemeName;
  setThemeName: (name: ThemeName) => void;
};

/** The theme chosen last time, or the default when none (or an unknown one) is stored. */
function readThemeName(): ThemeName {
  const stored = getStore<unknown>({ name: themeNameKey });
  return isThemeName(stored) ? stored : defaultThemeName;
}

/** Leaves exactly one theme class on `<html>`, the one the frame's colours are keyed on. */
export function applyThemeClass(name: ThemeName): void {
  const { classList } = document.documentElement;
  classList.remove(...themeNames.filter((each) => each !== name));
  classList.add(name);
}

/** The current theme; choosing one stores it and repaints at once, without a reload. */
export const useThemeStore = create<ThemeState>((set) => {
  const themeName = readThemeName();
  // theme-boot.js did this before first paint; repeated so the class is right without it too.
  applyThemeClass(themeName);
  return {
    themeName,
    setThemeName: (name) => {
      setStore({ name: themeNameKey, content: name, type: 'local' });
      applyThemeClass(name);
      set({ themeName: name });
    },
  };
});
