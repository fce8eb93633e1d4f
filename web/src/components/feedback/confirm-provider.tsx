import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { CONFIRM_ACTION, type ConfirmAction } from './confirm-action';

export type Confirm = (title: string, message: string, action?: ConfirmAction) => Promise<boolean>;

interface PendingConfirm {
  title: string;
  message: string;
  action: ConfirmAction;
  resolve: (confirmed: boolean) => void;
}

const ConfirmContext = createContext<Confirm | null>(null);
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);

  const confirm = useCallback<Confirm>(
    (title, message, action = CONFIRM_ACTION) =>
      new Promise<boolean>((resolve) => {
        // Only one question is on screen; a newer one answers the older with "no".
        pendingRef.current?.resolve(false);
        const next = { title, message, action, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const answer = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialog title={pending.title} message={pending.message} action={pending.action} onAnswer={answer} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `await confirm(title, message, action)` is true when the user chose the action (`DELETE_ACTION`, …). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
