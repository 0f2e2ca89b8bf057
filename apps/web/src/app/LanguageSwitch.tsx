import { LANGS, setLang, useTranslation, type Lang, type TranslationKey } from '@/lib/i18n';

const LANG_NAME = { sr: 'common.lang.sr', en: 'common.lang.en' } as const satisfies Record<Lang, TranslationKey>;

/** SR / EN toggle; the choice is kept in localStorage (lib/i18n). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.language === 'en' ? 'en' : 'sr';
  return (
    <div className="lang-switch" role="group" aria-label={t('common.lang.label')}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={active === lang}
          title={t(LANG_NAME[lang])}
          onClick={() => setLang(lang)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
