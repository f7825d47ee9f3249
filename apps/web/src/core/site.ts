/**
 * Route mode of this page, as the server wrote it into index.html: a group key for mode B (one
 * group at the root of the site), empty for mode A (landing at '/', each group under its prefix).
 */
export function siteGroup(): string | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="portal-site-group"]')?.content.trim();
  return content ? content : null;
}
