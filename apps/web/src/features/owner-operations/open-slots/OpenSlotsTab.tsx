import { Text } from '@mantine/core';
import type { OwnerTabProps } from '../types';

/** Placeholder while the tab is built (replaced within this issue). */
export function OpenSlotsTab({ entitetId }: OwnerTabProps) {
  return <Text c="dimmed" data-entitet={entitetId}>…</Text>;
}
