import { use, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp, firebaseAuth, loadFirestore } from '@/lib/firebase';

/**
 * reactfire's providers for the signed-in area. They live outside the app-wide providers so that
 * Firestore and reactfire are downloaded only once somebody is signed in.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  const firestore = use(loadFirestore());
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
