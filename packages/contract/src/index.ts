export * from './common.ts';
export * from './catalogue.ts';
export * from './identity.ts';
