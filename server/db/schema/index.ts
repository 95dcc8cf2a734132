export * from './accounts';
export * from './billing';
export * from './server-secrets';
export * from './sessions';
export * from './users';
