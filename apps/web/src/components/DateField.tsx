import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import { useTranslation } from '@/lib/i18n';

dayjs.extend(customParseFormat);

/** How a date reads in each of the product's languages: 12.05.2026. in Serbian, 12/05/2026 in English (en-GB, as the rest of the product). */
const FORMATS = { sr: 'DD.MM.YYYY.', en: 'DD/MM/YYYY' } as const;
/** What a typed or pasted date may look like: the language's own form, ISO, and the Serbian form without its last dot. */
const ACCEPTED = ['YYYY-MM-DD', 'DD.MM.YYYY.', 'DD.MM.YYYY', 'D.M.YYYY.', 'D.M.YYYY', 'DD/MM/YYYY', 'D/M/YYYY'];

function dayjsLocale(lang: string): string {
  if (lang.startsWith('en')) return 'en-gb';
  return /cyrl/i.test(lang) ? 'sr-cyrl' : 'sr';
}

/** A typed date as ISO YYYY-MM-DD, or null while it is not a whole valid date yet. */
function parseDate(value: string): string | null {
  const parsed = dayjs(value.trim(), ACCEPTED, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/**
 * The one date field of the product (owner's and employee's screens): Mantine's DateInput with a
 * calendar in the chosen language, Monday first, the date written the local way, and the value an
 * ISO day (YYYY-MM-DD) as the forms and the API hold it. Replaces the browser's date input, which
 * follows the browser's locale (mm/dd/yyyy for many Serbian users).
 */
export function DateField({ min, max, ...props }: Omit<DateInputProps, 'minDate' | 'maxDate'> & { min?: string; max?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <DateInput
      locale={dayjsLocale(lang)}
      valueFormat={lang.startsWith('en') ? FORMATS.en : FORMATS.sr}
      dateParser={parseDate}
      firstDayOfWeek={1}
      minDate={min || undefined}
      maxDate={max || undefined}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
