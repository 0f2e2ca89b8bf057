import { LANGS, setLang, useTranslation, type Lang, type TranslationKey } from '@/lib/i18n';

const LANG_NAME = { sr: 'common.lang.sr', 'sr-Cyrl': 'common.lang.sr-Cyrl', en: 'common.lang.en' } as const satisfies Record<Lang, TranslationKey>;
/** What each button says: the language in its own script. */
const LANG_SHORT: Record<Lang, string> = { sr: 'LAT', 'sr-Cyrl': 'ЋИР', en: 'EN' };

/** Latin / Cyrillic / English switch; the choice is kept in localStorage (lib/i18n). */
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
          title={t(LANG_NAME[lang])}
          aria-label={t(LANG_NAME[lang])}
          onClick={() => setLang(lang)}
        >
          {LANG_SHORT[lang]}
        </button>
      ))}
    </div>
  );
}
