import { TextInput, type TextInputProps } from '@mantine/core';
import { isIsoDay, type IsoDay } from '@zakazi/contract/calendar';

type DayInputProps = Omit<TextInputProps, 'type' | 'value' | 'onChange'> & { value: IsoDay; onChange: (day: IsoDay) => void };

/** The browser's date picker for a day someone looks at: it hands on only a whole calendar day, so a half-typed date changes nothing. */
export function DayInput({ value, onChange, ...props }: DayInputProps) {
  return (
    <TextInput
      {...props}
      type="date"
      value={value}
      onChange={(e) => {
        const day = e.currentTarget.value;
        if (isIsoDay(day)) onChange(day);
      }}
    />
  );
}
