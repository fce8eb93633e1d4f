import { claimsToPrincipal, isAdminOfAnyTenant } from '@contract';
import { useEffect, useState } from 'react';
import { useSession } from './session';

/** True when the signed-in user administers at least one tenant, from the ID token's claims. */
export function useIsAdminOfAnyTenant(): boolean {
  const { user } = useSession();
  const [admin, setAdmin] = useState<{ uid: string; admin: boolean } | null>(null);

  useEffect(() => {
    if (!user) return;
    let active = true;
    user
      .getIdTokenResult()
      .then((result) => {
        const { root, adm } = result.claims;
        if (active) setAdmin({ uid: user.uid, admin: isAdminOfAnyTenant(claimsToPrincipal({ root, adm })) });
      })
      .catch(() => {
        if (active) setAdmin({ uid: user.uid, admin: false });
      });
    return () => {
      active = false;
    };
  }, [user]);

  return !!user && admin?.uid === user.uid && admin.admin;
}
