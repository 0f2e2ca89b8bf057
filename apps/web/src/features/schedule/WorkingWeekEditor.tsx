import { ActionIcon, Alert, Button, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorState } from '@/components/States';
import { apiErrorOf, type ApiError } from '@/lib/http';
import { useTranslation, type TFunction, type TranslationKey } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { setWorkingWeek } from './api/setWorkingWeek';
import { TimeField } from './TimeField';
import { workingWeekQuery } from './queries';
import { fromWire, isValid, suggestBreak, toWire, validateWeek, type DayDraft, type WeekDraft } from './week';
import './schedule.css';
import type { DayProblem } from '@zakazi/contract/working-week';
import { errorSentence } from '@/lib/error-sentence';

const PROBLEM_TEXT = {
  missingTime: 'schedule.errors.missingTime',
  endBeforeStart: 'schedule.errors.endBeforeStart',
  breakOutside: 'schedule.errors.breakOutside',
  breakEndBeforeStart: 'schedule.errors.breakEndBeforeStart',
  breaksOverlap: 'schedule.errors.breaksOverlap',
} as const satisfies Record<DayProblem, TranslationKey>;

export type WorkingWeekEditorProps = {
  zaposleniId: number;
  /** Called after the server accepted the new week. */
  onSaved?: () => void;
};

/**
 * Seven days Monday..Sunday, each on or off with start, end and breaks; validated on the client
 * (end after start, breaks inside the day, no overlaps) before it replaces the employee's week
 * (GET /api/RadnaNedelja/{id}, POST …/dodaj-radnu-nedelju). Used on /profile by an Employee and
 * in the owner's employees tab.
 */
export function WorkingWeekEditor({ zaposleniId, onSaved }: WorkingWeekEditorProps) {
  const { t } = useTranslation();
  const query = useQuery(workingWeekQuery(zaposleniId));
  const loaded = useMemo(() => (query.data ? fromWire(query.data) : null), [query.data]);

  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!loaded) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.states.loading')}>
        {Array.from({ length: 7 }, (_, i) => <Skeleton key={i} height={44} radius="md" />)}
      </Stack>
    );
  }
  // A new employee, or a stored week that changed (after a save), starts a new draft.
  return <WeekForm key={`${zaposleniId}:${JSON.stringify(toWire(loaded))}`} zaposleniId={zaposleniId} loaded={loaded} onSaved={onSaved} />;
}

function WeekForm({ zaposleniId, loaded, onSaved }: WorkingWeekEditorProps & { loaded: WeekDraft }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The week must be valid to be sent. Once a save was tried, every problem shows as it stands
  // (the model's own check, live); the form's `days` message marks that until a save goes out.
  const form = useForm({
    initialValues: { days: loaded },
    validate: (v) => (isValid(validateWeek(v.days)) ? {} : { days: t('schedule.week.invalid') }),
    clearInputErrorOnChange: false,
  });
  const save = useMutation({
    mutationFn: (week: WeekDraft) => setWorkingWeek(zaposleniId, toWire(week)),
    onSuccess: async () => {
      void notify({ message: t('schedule.week.saved'), color: 'positive' });
      await queryClient.invalidateQueries({ queryKey: workingWeekQuery(zaposleniId).queryKey });
      onSaved?.();
    },
  });

  const draft = form.values.days;
  const days = t('schedule.week.days', { returnObjects: true }) as string[];
  const problems = validateWeek(draft);
  const valid = isValid(problems);
  const submitted = Boolean(form.errors.days);
  const serverError = save.error ? saveFailure(apiErrorOf(save.error), t) : null;
  const dirty = JSON.stringify(toWire(draft)) !== JSON.stringify(toWire(loaded));
  const update = (index: number, change: (day: DayDraft) => DayDraft) =>
    form.setFieldValue('days', (current) => current.map((d, i) => (i === index ? change(d) : d)));
  const copyToWorkingDays = (index: number) => {
    const source = draft[index]!;
    form.setFieldValue('days', draft.map((d) => (d.on ? { ...d, pocetak: source.pocetak, kraj: source.kraj, pauze: source.pauze.map((p) => ({ ...p })) } : d)));
  };

  const error = (problem: DayProblem | null) => (problem && submitted ? t(PROBLEM_TEXT[problem]) : undefined);

  return (
    <form className="week-editor" noValidate onSubmit={form.onSubmit((v) => save.mutate(v.days))}>
      <Stack gap="xs">
        {draft.map((day, index) => {
          const name = days[index] ?? String(day.dan);
          const dayProblems = problems[index]!;
          return (
            <fieldset key={day.dan} className="week-day" data-on={day.on || undefined} data-testid={`week-day-${day.dan}`}>
              <legend className="visually-hidden">{name}</legend>
              <div className="week-day__row">
                <Switch
                  className="week-day__switch"
                  checked={day.on}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    update(index, (d) => ({ ...d, on }));
                  }}
                  label={<Text fw={600} size="sm">{name}</Text>}
                  aria-label={t('schedule.week.works', { day: name })}
                />
                {day.on ? (
                  <div className="week-day__hours">
                    <TimeRangeFields
                      size="sm"
                      labels={[t('schedule.week.startOf', { day: name }), t('schedule.week.endOf', { day: name })]}
                      range={day}
                      errors={[dayProblems.hours === 'missingTime' && submitted, Boolean(dayProblems.hours) && submitted]}
                      onChange={(patch) => update(index, (d) => ({ ...d, ...patch }))}
                    />
                  </div>
                ) : (
                  <Text size="sm" c="dimmed" className="week-day__off">{t('schedule.week.off')}</Text>
                )}
              </div>
              {day.on && error(dayProblems.hours) && (
                <Text size="xs" c="negative.4" role="alert" className="week-day__error">{error(dayProblems.hours)}</Text>
              )}
              {day.on && (
                <div className="week-day__breaks">
                  {day.pauze.map((p, bi) => {
                    const n = bi + 1;
                    const problem = error(dayProblems.pauze[bi] ?? null);
                    return (
                      <div key={bi} className="week-break">
                        <div className="week-break__row">
                          <Text size="xs" c="dimmed" className="week-break__label">{t('schedule.week.pauza', { n })}</Text>
                          <TimeRangeFields
                            size="xs"
                            labels={[t('schedule.week.breakStartOf', { day: name, n }), t('schedule.week.breakEndOf', { day: name, n })]}
                            range={p}
                            errors={[Boolean(problem), Boolean(problem)]}
                            onChange={(patch) => update(index, (d) => ({ ...d, pauze: d.pauze.map((q, j) => (j === bi ? { ...q, ...patch } : q)) }))}
                          />
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('schedule.week.removeBreak', { day: name, n })}
                            onClick={() => update(index, (d) => ({ ...d, pauze: d.pauze.filter((_, j) => j !== bi) }))}
                          >
                            <span aria-hidden>×</span>
                          </ActionIcon>
                        </div>
                        {problem && <Text size="xs" c="negative.4" role="alert">{problem}</Text>}
                      </div>
                    );
                  })}
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => update(index, (d) => ({ ...d, pauze: [...d.pauze, suggestBreak(d)] }))}
                      aria-label={`${t('schedule.week.addBreak')} (${name})`}
                    >
                      + {t('schedule.week.addBreak')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="gray"
                      title={t('schedule.week.copyHint')}
                      onClick={() => copyToWorkingDays(index)}
                      aria-label={`${t('schedule.week.copy')} (${name})`}
                    >
                      {t('schedule.week.copy')}
                    </Button>
                  </Group>
                </div>
              )}
            </fieldset>
          );
        })}

        {!draft.some((d) => d.on) && <Alert color="warning" variant="light">{t('schedule.week.none')}</Alert>}
        {submitted && !valid && <Alert color="negative" variant="light" role="alert">{t('schedule.week.invalid')}</Alert>}
        {serverError && <Alert color="negative" variant="light" role="alert">{serverError}</Alert>}

        <Group justify="space-between" gap="sm" mt="xs">
          <Text size="sm" c={dirty ? 'warning.4' : 'dimmed'} aria-live="polite">{dirty ? t('schedule.week.unsaved') : '\u00a0'}</Text>
          <Group gap="sm">
            {dirty && (
              <Button variant="default" onClick={() => { form.reset(); save.reset(); }}>
                {t('schedule.week.reset')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} disabled={!dirty}>{t('schedule.week.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

type TimeRange = { pocetak: string; kraj: string };

/** A start–end pair of time fields (a day's hours, a break); a change of either end comes as a patch of the range. */
function TimeRangeFields({ size, labels, range, errors, onChange }: {
  size: 'xs' | 'sm';
  /** the accessible names of the start and the end field */
  labels: [string, string];
  range: TimeRange;
  /** whether the start and the end field show as wrong */
  errors: [boolean, boolean];
  onChange: (patch: Partial<TimeRange>) => void;
}) {
  return (
    <>
      <TimeField className="week-time" size={size} label={labels[0]} value={range.pocetak} error={errors[0] || undefined} onChange={(v) => onChange({ pocetak: v })} />
      <span aria-hidden>–</span>
      <TimeField className="week-time" size={size} label={labels[1]} value={range.kraj} error={errors[1] || undefined} onChange={(v) => onChange({ kraj: v })} />
    </>
  );
}

/** Why the server refused the week: not this employee's to change, or a week it does not take. */
function saveFailure(error: ApiError, t: TFunction): string {
  return errorSentence(error, t, { for: { 403: t('schedule.week.forbidden') }, otherwise: t('schedule.week.failed') });
}

/** The editor with its heading and introduction, as a page section. */
export function WorkingWeekSection({ zaposleniId, onSaved }: WorkingWeekEditorProps) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby={`week-title-${zaposleniId}`}>
      <Title order={2} size="h3" id={`week-title-${zaposleniId}`} mb={4}>{t('schedule.week.title')}</Title>
      <Text size="sm" c="dimmed" mb="md">{t('schedule.week.intro')}</Text>
      <WorkingWeekEditor zaposleniId={zaposleniId} onSaved={onSaved} />
    </section>
  );
}
