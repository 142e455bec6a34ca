import { useTranslation } from 'react-i18next';
import { changeLanguage, languages, type Language } from '../i18n';
import './language-switch.css';

const labelKeys = { 'zh-CN': 'language.zhCN', en: 'language.en' } as const;
/** How many characters of each name a crowded bar shows ('中', 'En'). */
const shortLengths = { 'zh-CN': 1, en: 2 } as const;

/**
 * Two buttons, one per language; the current one is pressed. A crowded bar may show only the
 * start of each name: it hides the rest visually (`.language-switch__rest`), so the button's
 * name stays whole for assistive tech and begins with what is seen (WCAG 2.5.3).
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();

  return (
    <div
      className={`language-switch language-switch--${tone}`}
      role="group"
      aria-label={t('language.label')}
    >
      {languages.map((language: Language) => (
        <button
          key={language}
          type="button"
          className="language-switch__option"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void changeLanguage(language)}
        >
          {t(labelKeys[language]).slice(0, shortLengths[language])}
          <span className="language-switch__rest">
            {t(labelKeys[language]).slice(shortLengths[language])}
          </span>
        </button>
      ))}
    </div>
  );
}
