export * from './constants';
export * from './messages';
export * from './paths';
export * from './permissions';
export * from './schemas/common';
export * from './schemas/settings';
export * from './schemas/ping';
