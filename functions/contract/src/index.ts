/**
 * @agenda/contract: everything the app and the API share. Subpaths (package.json `exports`) name its
 * parts: `/api` the endpoint table, `/schemas` the zod schemas of stored documents and requests,
 * `/permissions`, `/messages`, `/constants`, `/paths`.
 */
export * from './constants';
export * from './messages';
export * from './paths';
export * from './permissions';
export * from './search';
export * from './session';
export * from './schemas';
export * from './api';
export * from './firestore';
export * from './stored-files';
export * from './wall-clock';
