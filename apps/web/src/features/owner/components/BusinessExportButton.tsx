import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '@/features/auth';
import { errorSentence } from '@/lib/error-sentence';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { getBusinessExport } from '../api/getBusinessExport';

/** "Download the business's data": the zip of CSV files (details, services, staff, hours, bookings, clients), saved as a file. */
export function BusinessExportButton({ entitetId }: { entitetId: number }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => getBusinessExport(entitetId),
    onSuccess: (zip) => {
      const url = URL.createObjectURL(zip);
      const link = Object.assign(document.createElement('a'), { href: url, download: `zakazi-posao-${entitetId}-${new Date().toISOString().slice(0, 10)}.zip` });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="default" size="sm" onClick={() => download.mutate()} loading={download.isPending} title={t('owner.export.hint')} data-testid="business-export">
        {t('owner.export.download')}
      </Button>
      {download.error && <FormAlert kind="error">{errorSentence(apiErrorOf(download.error), t)}</FormAlert>}
    </Stack>
  );
}
