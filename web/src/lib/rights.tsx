import {
  COLLECTIONS,
  isAdminOf as principalIsAdminOf,
  isAdminOfAnyTenant as principalIsAdminOfAnyTenant,
  isRoot as principalIsRoot,
  type Principal,
} from '@agenda/contract';
import { onAuthStateChanged } from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { readAuthorities, startRightsSync } from './rights-sync';

export interface Rights {
  /** The signed-in user's id (the Firebase uid, also the id of their users/{uid} document). */
  uid: string | null;
  /** Their address, from that document (custom-token sessions carry none). */
  email: string | null;
  /** Their own country, from that document: undefined until it is read, null when it names none. */
  country?: string | null;
  /** Their photo from the directory (`avatar_url` of that document), null when they have none. */
  avatarUrl?: string | null;
  /** From the fresh ID token's claims; null until known. */
  principal: Principal | null;
  /** False until the token has been checked against the stored authorities: wait before redirecting. */
  ready: boolean;
  isRoot: boolean;
  isAdminOfAnyTenant: boolean;
  isAdminOf: (tenantId: string | null | undefined) => boolean;
}

/** The rights of `principal`, as useRights() gives them. */
export function rightsOf(
  uid: string | null,
  principal: Principal | null,
  ready = true,
  email: string | null = null,
  country?: string | null,
  avatarUrl: string | null = null,
): Rights {
  return {
    uid,
    email,
    country,
    avatarUrl,
    principal,
    ready,
    isRoot: principalIsRoot(principal),
    isAdminOfAnyTenant: principalIsAdminOfAnyTenant(principal),
    isAdminOf: (tenantId) => principalIsAdminOf(principal, tenantId),
  };
}

/** Exported for tests, which provide fixed rights instead of a Firebase session. */
export const RightsContext = createContext<Rights | null>(null);

interface RightsState {
  uid: string | null;
  principal: Principal | null;
  ready: boolean;
}

interface OwnRecord {
  uid: string;
  email: string | null;
  country: string | null;
  avatarUrl: string | null;
}

/**
 * Inside the signed-in area (under reactfire's providers): follows the user's own users/{uid}
 * document and refreshes the ID token when their authorities change (see rights-sync.ts).
 */
export function RightsProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const firestore = useFirestore();
  const [state, setState] = useState<RightsState>({ uid: null, principal: null, ready: false });
  const [record, setRecord] = useState<OwnRecord | null>(null);

  useEffect(() => {
    let uid: string | null = null;
    let stopSync: (() => void) | null = null;
    const unsubscribeAuth = onAuthStateChanged(auth, (user) => {
      if ((user?.uid ?? null) === uid) return;
      stopSync?.();
      stopSync = null;
      uid = user?.uid ?? null;
      if (!user) {
        setState({ uid: null, principal: null, ready: false });
        return;
      }
      stopSync = startRightsSync({
        watchAuthorities: (next, fail) =>
          onSnapshot(
            doc(firestore, COLLECTIONS.users, user.uid),
            // The server's answer may only confirm the cached copy: a change of metadata alone, which
            // listeners hear only when asked.
            { includeMetadataChanges: true },
            (snapshot) => {
              const email: unknown = snapshot.get('email');
              const country: unknown = snapshot.get('tenant_id');
              const avatarUrl: unknown = snapshot.get('avatar_url');
              setRecord({
                uid: user.uid,
                email: typeof email === 'string' ? email : null,
                country: typeof country === 'string' && country ? country : null,
                avatarUrl: typeof avatarUrl === 'string' && avatarUrl ? avatarUrl : null,
              });
              const version: unknown = snapshot.get('rights_version');
              next(
                readAuthorities(snapshot.get('user_authorities')),
                typeof version === 'number' ? version : 0,
                snapshot.metadata.fromCache,
              );
            },
            fail,
          ),
        readClaims: async (forceRefresh) => {
          const { root, adm, rv } = (await user.getIdTokenResult(forceRefresh)).claims;
          return { root, adm, rv };
        },
        // In a transition (see SessionProvider): the screens that wait for the rights draw from here.
        onChange: ({ principal, ready }) => startTransition(() => setState({ uid: user.uid, principal, ready })),
      });
    });
    return () => {
      unsubscribeAuth();
      stopSync?.();
    };
  }, [auth, firestore]);

  const own = record && record.uid === state.uid ? record : null;
  const email = own ? own.email : null;
  const country = own ? own.country : undefined;
  const avatarUrl = own ? own.avatarUrl : null;
  const value = useMemo(
    () => rightsOf(state.uid, state.principal, state.ready, email, country, avatarUrl),
    [state, email, country, avatarUrl],
  );
  return <RightsContext.Provider value={value}>{children}</RightsContext.Provider>;
}

/** The signed-in user's rights (spec §6), for showing and hiding controls; the API decides. */
export function useRights(): Rights {
  const rights = useContext(RightsContext);
  if (!rights) throw new Error('useRights must be used inside RightsProvider');
  return rights;
}
