import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';

/**
 * A 24-hour "HH:mm" field (SPEC.md 5 time mask, digits only). Native time inputs follow the
 * browser's locale and show "09:00 AM" to many Serbian users; this one reads as the API writes it.
 * Out-of-range values (25:70) are left to the editor's validation, which names the problem.
 */
export function TimeField({ value, onChange, label, error, size = 'sm', className, showLabel = false, w }: {
  value: string;
  onChange: (value: string) => void;
  /** the accessible name (the editor's rows have no visible label per field) */
  label: string;
  /** true: the label shows above the field (forms outside the week editor) */
  showLabel?: boolean;
  error?: boolean | string;
  w?: number;
  size?: 'xs' | 'sm' | 'md';
  className?: string;
}) {
  return (
    <InputBase
      component={IMaskInput}
      mask="00:00"
      value={value}
      onAccept={(v: string) => {
        if (v !== value) onChange(v);
      }}
      {...(showLabel ? { label } : { 'aria-label': label })}
      w={w}
      placeholder="09:00"
      inputMode="numeric"
      autoComplete="off"
      size={size}
      error={error}
      className={className}
      classNames={{ input: 'time-field__input' }}
    />
  );
}
