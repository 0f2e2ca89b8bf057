import { LANGS, setLang, useTranslation, type Lang } from '@/lib/i18n';

/** Each language by its own name, in its own script, whatever the interface's language (not translated). */
const LANG_NAME: Record<Lang, string> = { sr: 'Srpski (latinica)', 'sr-Cyrl': 'Српски (ћирилица)', en: 'English' };
/** What each button says: the language in its own script. */
const LANG_SHORT: Record<Lang, string> = { sr: 'LAT', 'sr-Cyrl': 'ЋИР', en: 'EN' };

/** Latin / Cyrillic / English switch: each language is the same page under its own URL (lib/i18n setLang). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.language;
  return (
    <div className="lang-switch" role="group" aria-label={t('common.lang.label')}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={active === lang}
          title={LANG_NAME[lang]}
          onClick={() => setLang(lang)}
        >
          {/* The accessible name starts with the visible text (axe: label-content-name-mismatch), then names the language. */}
          {LANG_SHORT[lang]}
          <span className="visually-hidden"> — {LANG_NAME[lang]}</span>
        </button>
      ))}
    </div>
  );
}
