import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '@/lib/notify';

/**
 * Deleting one item once a dialog confirms it (a service, an image): `ask` opens the dialog for
 * the item and clears an earlier refusal, `confirm` deletes it and, when done, closes the dialog
 * and says `doneMessage`; a refusal stays in the mutation's error for the dialog to show.
 */
export function useConfirmedDelete<T>(remove: UseMutationResult<unknown, Error, T>, doneMessage: string) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  return {
    toDelete,
    ask: (item: T) => {
      remove.reset();
      setToDelete(item);
    },
    close: () => setToDelete(null),
    confirm: () => {
      if (toDelete === null) return;
      remove.mutate(toDelete, {
        onSuccess: () => {
          setToDelete(null);
          void notify({ color: 'positive', message: doneMessage });
        },
      });
    },
  };
}
