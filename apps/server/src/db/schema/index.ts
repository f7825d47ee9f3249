// The database's tables, one file per area; drizzle (the app and drizzle-kit) reads this index.
export * from './orders';
export * from './events';
export * from './email';
export * from './audit';
export * from './staff';
export * from './spend';
export * from './billing';
export * from './offer';
export * from './holds';
export * from './charges';
export * from './approvals';
