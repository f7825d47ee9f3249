// OAuth2 client-credentials tokens: issued by /v1/oauth2/token, checked on every API call,
// expired on demand by a test.
import { randomBytes } from 'node:crypto';

export class TokenStore {
  private readonly tokens = new Map<string, { expiresAt: number; revoked: 'rest' | 'oauth' | null }>();

  issue(ttlSeconds: number): string {
    const accessToken = `A21AA${randomBytes(48).toString('base64url')}`;
    this.tokens.set(accessToken, { expiresAt: Date.now() + ttlSeconds * 1000, revoked: null });
    return accessToken;
  }

  /**
   * 'valid' for a live bearer token; otherwise how PayPal refuses it: 'oauth' (invalid_token) for a
   * token revoked that way, else 'rest' (AUTHENTICATION_FAILURE).
   */
  check(authorization: string | null): 'valid' | 'rest' | 'oauth' {
    const match = /^Bearer (.+)$/.exec(authorization ?? '');
    const token = match?.[1] ? this.tokens.get(match[1]) : undefined;
    if (token && token.revoked === null && Date.now() < token.expiresAt) return 'valid';
    return token?.revoked === 'oauth' ? 'oauth' : 'rest';
  }

  expire(style: 'rest' | 'oauth'): void {
    for (const token of this.tokens.values()) token.revoked = style;
  }

  clear(): void {
    this.tokens.clear();
  }
}
