import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface Toast {
  /** Shows an information snackbar for INFO_TOAST_MS (docs/product.md §9: 5 s). */
  info: (message: string) => void;
}

interface QueuedToast {
  key: number;
  message: string;
}

const ToastContext = createContext<Toast | null>(null);
const ToastView = lazy(() => import('./toast-view'));

let nextKey = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [open, setOpen] = useState(true);

  const info = useCallback((message: string) => {
    nextKey += 1;
    const toast = { key: nextKey, message };
    setQueue((current) => [...current, toast]);
  }, []);

  const value = useMemo<Toast>(() => ({ info }), [info]);
  const current = queue[0];

  return (
    <ToastContext.Provider value={value}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ToastView
            key={current.key}
            message={current.message}
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => {
              setQueue((items) => items.slice(1));
              setOpen(true);
            }}
          />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside ToastProvider');
  return toast;
}
