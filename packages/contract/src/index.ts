export * from './common.ts';
export * from './catalogue.ts';
export * from './identity.ts';
export * from './booking.ts';
export * from './management.ts';
export * from './people.ts';
export * from './accounts.ts';
