import { api } from '@agenda/contract';
import { route } from '../http/endpoints';
import { knownPeople, searchDirectory } from './service';

export const directoryRoutes = [
  // At most DIRECTORY_SEARCH_LIMIT people; `exists` tells "Create user" from "Rights".
  route(api.directory.search, async ({ q }, _caller, { header }) => {
    const people = await searchDirectory(q, header('x-graph-token'));
    const known = await knownPeople(people);
    return {
      result: people.map((person, index) => ({
        oid: person.oid,
        displayName: person.displayName,
        mail: person.mail,
        jobTitle: person.jobTitle,
        country: person.country,
        exists: known[index] ?? false,
      })),
    };
  }),
];
