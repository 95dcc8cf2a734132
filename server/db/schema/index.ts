export * from './server-secrets';
export * from './sessions';
export * from './users';
export * from './wallets';
