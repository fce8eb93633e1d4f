/**
 * The corporate directory: Microsoft Graph in production (with the caller's directory token from
 * the `X-Graph-Token` header), the demo directory in Firestore inside the emulator.
 */
import { COLLECTIONS, type DirectoryPerson } from '../contract';
import { config } from '../config';
import { db } from '../lib/firebase';
import { HttpError } from '../lib/http-error';

const GRAPH_SELECT = 'id,displayName,givenName,surname,mail,jobTitle,usageLocation';

interface GraphUser {
  id: string;
  displayName: string | null;
  givenName: string | null;
  surname: string | null;
  mail: string | null;
  jobTitle: string | null;
  usageLocation: string | null;
}

export async function findDirectoryPerson(email: string, graphToken: string | undefined): Promise<DirectoryPerson | null> {
  if (config.isEmulator) {
    const match = await db.collection(COLLECTIONS.directory).where('mail_lower', '==', email.toLowerCase()).limit(1).get();
    return (match.docs[0]?.data() as DirectoryPerson | undefined) ?? null;
  }
  if (!graphToken) throw new HttpError(400, 'A directory token (X-Graph-Token) is required to read the corporate directory');
  const response = await fetch(
    `https://graph.microsoft.com/v1.0/users/${encodeURIComponent(email)}?$select=${GRAPH_SELECT}`,
    { headers: { authorization: `Bearer ${graphToken}` }, signal: AbortSignal.timeout(10_000) },
  ).catch(() => {
    throw new HttpError(503, 'The corporate directory cannot be reached');
  });
  if (response.status === 404) return null;
  if (response.status === 401 || response.status === 403) throw new HttpError(403, 'The directory token was refused');
  if (!response.ok) throw new HttpError(503, 'The corporate directory cannot be reached');
  const user = (await response.json()) as GraphUser;
  return {
    oid: user.id,
    tid: config.entra.allowedTenants[0] ?? '',
    displayName: user.displayName ?? email,
    givenName: user.givenName ?? '',
    surname: user.surname ?? '',
    mail: user.mail ?? email,
    jobTitle: user.jobTitle,
    country: user.usageLocation ? user.usageLocation.toLowerCase() : null,
  };
}
