import { Select, type SelectProps } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useTranslation } from '@/lib/i18n';

/**
 * The business forms' category picker (sign-up as a partner, a new business, its details): a
 * required, searchable list, with the caller's label, options and form binding.
 */
export function CategorySelect(props: SelectProps & { data: NonNullable<SelectProps['data']> }) {
  const { t } = useTranslation();
  return (
    <Select
      searchable
      required
      nothingFoundMessage={t('common.states.empty')}
      maxDropdownHeight={320}
      {...props}
    />
  );
}
