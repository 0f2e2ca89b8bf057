import { Stack, Text, Title } from '@mantine/core';

/** A tab's heading and the sentence that says what it is for. */
export function TabHeader({ title, hint }: { title: string; hint: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">{title}</Title>
      <Text c="dimmed" size="sm">{hint}</Text>
    </Stack>
  );
}
