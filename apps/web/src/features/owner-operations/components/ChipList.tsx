import { CloseButton, Text } from '@mantine/core';

/** A removable list of values (dates, times) with a named remove button for each. */
export function ChipList({ values, label, removeLabel, empty, onRemove, testId }: {
  values: string[];
  label: (value: string) => string;
  removeLabel: (value: string) => string;
  empty: string;
  onRemove: (value: string) => void;
  testId?: string;
}) {
  if (values.length === 0) return <Text c="dimmed" size="sm">{empty}</Text>;
  return (
    <ul className="ops-chips" data-testid={testId}>
      {values.map((v) => (
        <li key={v} className="ops-chip" data-value={v}>
          {label(v)}
          <CloseButton size="sm" aria-label={removeLabel(v)} onClick={() => onRemove(v)} />
        </li>
      ))}
    </ul>
  );
}
