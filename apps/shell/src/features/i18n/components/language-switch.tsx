import { useTranslation } from 'react-i18next';
import { changeLanguage, languages, type Language } from '../i18n';
import './language-switch.css';

const labelKeys = { 'zh-CN': 'language.zhCN', en: 'language.en' } as const;
const shortLabelKeys = { 'zh-CN': 'language.zhCNShort', en: 'language.enShort' } as const;

/**
 * Two buttons, one per language; the current one is pressed. A crowded bar may show the short
 * names instead (`.language-switch__short`); the buttons keep their full names for assistive tech.
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
          aria-label={t(labelKeys[language])}
          onClick={() => void changeLanguage(language)}
        >
          <span className="language-switch__full">{t(labelKeys[language])}</span>
          <span className="language-switch__short">{t(shortLabelKeys[language])}</span>
        </button>
      ))}
    </div>
  );
}
