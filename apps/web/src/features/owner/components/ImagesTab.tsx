import { ActionIcon, Badge, Button, CloseButton, FileButton, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useQuery } from '@tanstack/react-query';
import type { Slika } from '@zakazi/contract';
import { useRef, useState } from 'react';
import { EmptyState, ErrorState } from '@/components/States';
import { apiErrorOf, assetUrl } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { locale } from '@/lib/format';
import { notify } from '@/lib/notify';
import { deleteImage } from '../api/deleteImage';
import { setCoverImage } from '../api/setCoverImage';
import { uploadImage } from '../api/uploadImage';
import { failureMessage } from '../feedback';
import { IMAGE_ACCEPT, IMAGE_MAX_COUNT, formatBytes, imageProblem } from '../images';
import { entityQuery, useOwnerMutation } from '../queries';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirmedDelete } from './useConfirmedDelete';
import { IMAGE_PROBLEM_TEXT } from '../texts';
import { useTyped } from '@/lib/typed-text';

type UploadItem = { key: string; name: string; size: number; progress: number; state: 'waiting' | 'uploading' | 'done' | 'error'; message?: string };


/** Slike: several files at once, one request and one progress bar per file; cover choice and delete. */
export function ImagesTab({ entitetId }: { entitetId: number }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const entity = useQuery(entityQuery(entitetId));
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  // Each file is one upload mutation (the bars are this tab's own: XHR reports the progress).
  const upload = useOwnerMutation(entitetId, ({ key, file }: { key: string; file: File }) =>
    uploadImage(entitetId, file, (fraction) => patch(key, { progress: Math.round(fraction * 100) })).done,
  );
  const cover = useOwnerMutation(entitetId, (image: Slika) => setCoverImage(entitetId, image.id));
  const remove = useOwnerMutation(entitetId, (image: Slika) => deleteImage(entitetId, image.id));
  const deletion = useConfirmedDelete(remove, t('owner.images.deleted'));
  const resetPicker = useRef<() => void>(null);
  const seq = useRef(0);

  if (entity.isError && !entity.data) return <ErrorState onRetry={() => void entity.refetch()} />;
  if (!entity.data) return <Skeleton height={420} radius="lg" />;
  const slike = entity.data.slike;
  const naziv = typed(entity.data.naziv);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function choose(files: File[]) {
    resetPicker.current?.();
    if (!files.length) return;
    const active = uploads.filter((u) => u.state === 'waiting' || u.state === 'uploading').length;
    let room = IMAGE_MAX_COUNT - slike.length - active;
    const queue: Array<{ key: string; file: File }> = [];
    const items: UploadItem[] = files.map((file) => {
      const key = `u${++seq.current}`;
      const base = { key, name: file.name, size: file.size, progress: 0 };
      const problem = imageProblem(file);
      if (problem) return { ...base, state: 'error', message: t(IMAGE_PROBLEM_TEXT[problem]) };
      if (room <= 0) return { ...base, state: 'error', message: t('owner.images.problems.limit', { max: IMAGE_MAX_COUNT }) };
      room -= 1;
      queue.push({ key, file });
      return { ...base, state: 'waiting' };
    });
    setUploads((list) => [...list.filter((u) => u.state !== 'done'), ...items]);
    void runQueue(queue);
  }

  /**
   * One file after another, each its own request and bar: the images are stored in the order the
   * owner chose them, so the first chosen becomes the cover of a business without images.
   */
  async function runQueue(queue: Array<{ key: string; file: File }>) {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { key, file } = next;
      patch(key, { state: 'uploading' });
      try {
        await upload.mutateAsync({ key, file });
        patch(key, { state: 'done', progress: 100 });
      } catch (caught) {
        const error = apiErrorOf(caught);
        const message = failureMessage(error, t, {
          'image-limit': t('owner.images.problems.limit', { max: IMAGE_MAX_COUNT }),
          413: t('owner.images.problems.size'),
          415: t('owner.images.problems.type'),
        });
        patch(key, { state: 'error', message });
      }
    }
  }

  function makeCover(image: Slika) {
    cover.mutate(image, {
      onSuccess: () => void notify({ color: 'positive', message: t('owner.images.coverSet') }),
      onError: (error) => void notify({ color: 'negative', message: failureMessage(apiErrorOf(error), t) }),
    });
  }

  const busyCount = uploads.filter((u) => u.state === 'waiting' || u.state === 'uploading').length;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} maw={620}>
          <Title order={2} className="owner-section-title">{t('owner.images.title')}</Title>
          <Text size="sm" c="dimmed">{t('owner.images.lead')}</Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <FileButton onChange={choose} accept={IMAGE_ACCEPT} multiple resetRef={resetPicker} inputProps={{ 'aria-label': t('owner.images.choose'), name: 'imageFile' } as object}>
            {(props) => (
              <Button {...props} disabled={slike.length + busyCount >= IMAGE_MAX_COUNT}>
                {t('owner.images.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">{t('owner.images.count', { count: slike.length, max: IMAGE_MAX_COUNT })}</Text>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed" mt={-8}>{t('owner.images.rules')}</Text>

      {uploads.length > 0 && (
        <ul className="owner-uploads" aria-label={t('owner.images.uploading')}>
          {uploads.map((u) => (
            <li key={u.key} className="owner-upload" data-testid="upload-item" data-state={u.state}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} truncate="end" style={{ minWidth: 0 }}>{u.name}</Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" c={u.state === 'error' ? 'negative.3' : u.state === 'done' ? 'positive.4' : 'dimmed'}>
                    {u.state === 'done' ? t('owner.images.uploaded') : u.state === 'error' ? '' : `${u.progress}% · ${formatBytes(u.size, locale(i18n.language))}`}
                  </Text>
                  {(u.state === 'done' || u.state === 'error') && (
                    <CloseButton size="sm" aria-label={t('owner.images.dismiss')} onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))} />
                  )}
                </Group>
              </Group>
              {u.state === 'error' ? (
                <Text size="sm" c="negative.3" role="alert">{u.message}</Text>
              ) : (
                <Progress
                  mt={6}
                  value={u.progress}
                  color={u.state === 'done' ? 'positive' : 'brand'}
                  size="sm"
                  radius="xl"
                  animated={u.state === 'uploading' && u.progress < 100}
                  aria-label={t('owner.images.progressLabel', { name: u.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {slike.length === 0 ? (
        <EmptyState title={t('owner.images.empty')} text={t('owner.images.emptyText')} />
      ) : (
        <ul className="owner-images" data-testid="owner-images">
          {slike.map((s, i) => (
            <li key={s.id} className="owner-image" data-cover={String(i === 0)}>
              <div className="owner-image__media">
                <img src={assetUrl(s.filePath) ?? ''} alt={t('owner.images.alt', { n: i + 1, name: naziv })} loading="lazy" decoding="async" />
                {i === 0 && <Badge className="owner-image__badge" color="brand" variant="filled">{t('owner.images.cover')}</Badge>}
                <ActionIcon
                  className="owner-image__delete"
                  variant="filled"
                  color="dark.7"
                  size="lg"
                  onClick={() => deletion.ask(s)}
                  aria-label={`${t('owner.actions.delete')}: ${t('owner.images.alt', { n: i + 1, name: naziv })}`}
                >
                  <TrashIcon />
                </ActionIcon>
              </div>
              <div className="owner-image__actions">
                {i === 0 ? (
                  <Text size="xs" c="dimmed" ta="center" className="owner-image__note">{t('owner.images.coverNote')}</Text>
                ) : (
                  <Button size="xs" variant="light" fullWidth className="owner-image__cover" loading={cover.isPending && cover.variables?.id === s.id} onClick={() => makeCover(s)} aria-label={`${t('owner.images.makeCover')}: ${i + 1}`}>
                    {t('owner.images.makeCover')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        opened={deletion.toDelete !== null}
        title={t('owner.images.deleteTitle')}
        text={t('owner.images.deleteText')}
        confirmLabel={t('owner.actions.delete')}
        busy={remove.isPending}
        error={remove.error ? failureMessage(apiErrorOf(remove.error), t) : null}
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      >
        {deletion.toDelete && <img src={assetUrl(deletion.toDelete.filePath) ?? ''} alt="" style={{ width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 12 }} />}
      </ConfirmDialog>
    </Stack>
  );
}

function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}
