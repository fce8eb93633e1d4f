import { OVERLAYS } from '@agenda/contract';
import { useCallback, useState } from 'react';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { unreportedErrorText } from '@/lib/error-text';

/**
 * Confirm, delete under the "Deleting ..." overlay, then the spec's toast (§8). The live list drops
 * the item by itself; a refusal the error dialog does not show is kept in `message`.
 */
export function useContentDelete(toastText: string) {
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  // One function while the screen stays (memoized rows keep it).
  const remove = useCallback(
    async (title: string, question: string, task: () => Promise<void>) => {
      if (!(await confirm(title, question, DELETE_ACTION))) return;
      setMessage(null);
      try {
        await overlay.run(OVERLAYS.deleting, task);
        toast.info(toastText);
      } catch (error) {
        setMessage(unreportedErrorText(error));
      }
    },
    [confirm, overlay, toast, toastText],
  );
  return { remove, message, clearMessage: () => setMessage(null) };
}
