/**
 * The demo people: the corporate directory (directory.json), each person with the role the demo gives
 * them, the user document the seed makes of them, and the groups. The records only; seed.ts writes
 * them, and the start script prints the demo accounts from the directory.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newUserDoc, userKey, type DirectoryPerson, type UserAuthority, type UserDoc } from '@agenda/contract';

/** A person of the demo directory, with what the demo data makes of them. */
export interface DemoPerson extends DirectoryPerson {
  jobTitle: string;
  country: string;
  /** ROOT, ADMIN:<tenant>, ORGANIZER or USER. */
  demoRole: string;
}

export const directory = JSON.parse(readFileSync(path.join(__dirname, 'directory.json'), 'utf8')) as {
  tenantId: string;
  people: DemoPerson[];
};

export const person = (role: string): DemoPerson => {
  const found = directory.people.find((p) => p.demoRole === role);
  if (!found) throw new Error(`No demo person with role ${role}`);
  return found;
};
export const keyOf = (p: DemoPerson): string => userKey(p.tid, p.oid);

function authoritiesOf(p: DemoPerson): UserAuthority[] {
  if (p.demoRole === 'ROOT') return [{ authority_id: 'ROOT', tenant_id: 'un' }];
  if (p.demoRole.startsWith('ADMIN:')) return [{ authority_id: 'ADMIN', tenant_id: p.demoRole.slice(6) }];
  return [{ authority_id: 'USER', tenant_id: null }];
}

export function userDocOf(p: DemoPerson): UserDoc {
  return newUserDoc({
    tid: p.tid,
    oid: p.oid,
    email: p.mail,
    first_name: p.givenName,
    last_name: p.surname,
    job_title: p.jobTitle,
    tenant_id: p.country,
    user_authorities: authoritiesOf(p),
  });
}

/** Demo groups, by the addresses of their members (people the seed creates as users). */
export const GROUPS: { id: string; name: string; tenant: string; members: string[] }[] = [
  {
    id: 'global-leadership',
    name: 'Global leadership',
    tenant: 'un',
    members: ['margaret.keller', 'jonas.becker', 'camille.laurent'],
  },
  { id: 'berlin-organisers', name: 'Berlin organisers', tenant: 'de', members: ['jonas.becker', 'sofia.rossi'] },
  {
    id: 'germany-all-hands',
    name: 'Germany all hands',
    tenant: 'de',
    members: ['jonas.becker', 'sofia.rossi', 'lukas.hoffmann'],
  },
  { id: 'germany-security-champions', name: 'Security champions Germany', tenant: 'de', members: ['lukas.hoffmann'] },
  {
    id: 'equipe-communication',
    name: 'Équipe communication',
    tenant: 'fr',
    members: ['camille.laurent', 'emma.dubois'],
  },
  {
    id: 'paris-innovation-jury',
    name: 'Paris innovation jury',
    tenant: 'fr',
    members: ['emma.dubois', 'margaret.keller'],
  },
  { id: 'design-guild-italy', name: 'Design guild Italy', tenant: 'it', members: ['marco.bianchi', 'sofia.rossi'] },
  { id: 'warsaw-engineering', name: 'Warsaw engineering', tenant: 'pl', members: ['anna.kowalska'] },
];
