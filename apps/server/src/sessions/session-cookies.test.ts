import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { proofId, seal, setProof, unseal, type CookieSettings, type Sealed } from './session-cookies';

const settingsOf = (): CookieSettings => ({ key: randomBytes(32), secure: false, namePrefix: '' });
const DAY = 24 * 3600_000;
const proof = (e: number): Sealed => ({ k: 'proof', g: 'harbor', s: 'bypass', e, i: randomBytes(12).toString('base64url') });

/** A request holding `cookies`, and a reply that records the cookies set on it. */
function exchange(settings: CookieSettings, cookies: Record<string, string>) {
  const set: string[] = [];
  const server = { sessionCookies: settings };
  const request = { cookies, server } as unknown as FastifyRequest;
  const reply = { server, setCookie: (name: string) => set.push(name) } as unknown as FastifyReply;
  return { request, reply, set };
}

describe('unseal, with the values it opened before remembered', () => {
  it('opens a value only under the key that sealed it, however often it was opened before', () => {
    const a = settingsOf();
    const b = settingsOf();
    const raw = seal(a, proof(Date.now() + DAY));
    expect(unseal(a, raw)?.g).toBe('harbor');
    expect(unseal(a, raw)?.g).toBe('harbor');
    expect(unseal(b, raw)).toBeNull();
  });

  it('refuses a cookie changed by one character after the genuine one was opened', () => {
    const settings = settingsOf();
    const raw = seal(settings, proof(Date.now() + DAY));
    expect(unseal(settings, raw)).not.toBeNull();
    const middle = Math.floor(raw.length / 2);
    const forged = raw.slice(0, middle) + (raw[middle] === 'A' ? 'B' : 'A') + raw.slice(middle + 1);
    expect(unseal(settings, forged)).toBeNull();
  });

  it('answers a value no caller can change for the next request', () => {
    const settings = settingsOf();
    const raw = seal(settings, proof(Date.now() + DAY));
    const first = unseal(settings, raw) as Sealed;
    expect(() => {
      first.e = Date.now() + 365 * DAY;
    }).toThrow(TypeError);
    expect(unseal(settings, raw)?.e).toBeLessThan(Date.now() + 2 * DAY);
  });

  it('still refuses a remembered value once it has expired', async () => {
    const settings = settingsOf();
    const raw = seal(settings, proof(Date.now() + 30));
    const { request } = exchange(settings, { pd_harbor_bypass: raw });
    expect(proofId(request, 'harbor', 'bypass')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(proofId(request, 'harbor', 'bypass')).toBeNull();
  });
});

describe('setProof', () => {
  it('keeps a proof with most of its life ahead, and renews one past half of it or missing', () => {
    const settings = settingsOf();
    const fresh = exchange(settings, { pd_harbor_bypass: seal(settings, proof(Date.now() + 29 * DAY)) });
    setProof(fresh.request, fresh.reply, 'harbor', 'bypass');
    expect(fresh.set).toEqual([]);

    const old = exchange(settings, { pd_harbor_bypass: seal(settings, proof(Date.now() + 10 * DAY)) });
    setProof(old.request, old.reply, 'harbor', 'bypass');
    expect(old.set).toEqual(['pd_harbor_bypass']);

    const none = exchange(settings, {});
    setProof(none.request, none.reply, 'harbor', 'bypass');
    expect(none.set).toEqual(['pd_harbor_bypass']);

    // A proof of another secret proves nothing about this one.
    const other = exchange(settings, { pd_harbor_bypass: seal(settings, proof(Date.now() + 29 * DAY)) });
    setProof(other.request, other.reply, 'harbor', 'admin');
    expect(other.set).toEqual(['pd_harbor_admin']);
  });
});
