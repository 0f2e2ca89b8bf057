import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '@/features/auth';
import { errorSentence } from '@/lib/error-sentence';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { getDataExport } from '../api/dataExport';

/** "Download my data": GET /api/Profil/izvoz saved as a JSON file (the right of access, ZZPL). */
export function DataExportButton() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: getDataExport,
    onSuccess: (data) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `zakazi-moji-podaci-${new Date().toISOString().slice(0, 10)}.json` });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">{t('account.export.intro')}</Text>
      {download.error && <FormAlert kind="error">{errorSentence(apiErrorOf(download.error), t)}</FormAlert>}
      <Button variant="light" onClick={() => download.mutate()} loading={download.isPending} data-testid="data-export">{t('account.export.download')}</Button>
    </Stack>
  );
}
