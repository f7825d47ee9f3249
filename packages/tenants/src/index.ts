// The browser-safe part of the tenants package: no file access, no secrets.
export { composeCatalogue } from './compose-catalogue';
export type { CatalogueSources } from './compose-catalogue';
