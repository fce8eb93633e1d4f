import { useEffect, useState } from 'react';
import { downloadAddress } from '@/lib/file-storage';

/**
 * The address to show a stored document with. Records keep addresses without their token (docs/product.md §7),
 * and documents are readable only as the storage rules allow, which an <img> or a new tab cannot prove;
 * so the signed-in SDK asks Storage for a fresh download address of the reference. Until it answers, or
 * when it refuses, the recorded address is used (it fails visibly rather than hiding the file).
 */
export function useStoredFileAddress(reference: string | null, recorded: string | null): string | null {
  const [resolved, setResolved] = useState<{ reference: string; address: string } | null>(null);
  useEffect(() => {
    if (!reference) return;
    let current = true;
    downloadAddress(reference).then(
      (address) => {
        if (current) setResolved({ reference, address });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [reference]);
  return resolved && resolved.reference === reference ? resolved.address : recorded;
}
