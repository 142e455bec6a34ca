import type { ThemeName } from '../themes';
// eslint-disable-next-line import-x/no-unresolved -- a module of theme-assets.ts, made from themes.ts
import 'virtual:theme-variables.css';
import './theme-preview.css';

/** A miniature of the frame in the given theme: sider, header, content and accent. */
export function ThemePreview({ name }: { name: ThemeName }) {
  return (
    <span className="theme-preview" data-theme-preview={name} aria-hidden="true">
      <span className="theme-preview__sider" />
      <span className="theme-preview__header" />
      <span className="theme-preview__accent" />
    </span>
  );
}
