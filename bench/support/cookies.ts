// The Cookie header a browser would send after the answers given, as the benchmarks log in with fetch.

/** The cookies the answers set, in the order they came; a cookie set again keeps its latest value. */
export function cookiesFrom(...answers: Response[]): string {
  const jar = new Map<string, string>();
  for (const answer of answers)
    for (const setCookie of answer.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0]!;
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
