import { describe, expect, it } from 'vitest';
import { HttpSessionMirror } from './http-session-mirror';

/** A mirror whose requests are noted, each answered by `status`. */
const mirrorAnswering = (status: number) => {
  const sent: { url: string; method: string; body: string; keepalive: boolean; credentials: string }[] = [];
  let answered: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (answered = resolve));
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, method: request.method, body: await request.text(), keepalive: request.keepalive, credentials: request.credentials });
    answered();
    return new Response(null, { status });
  };
  return { mirror: new HttpSessionMirror('http://toko.test/session', fetcher), sent, done };
};

describe('HttpSessionMirror', () => {
  it('posts a new token as JSON, kept alive past a navigation, same origin only', async () => {
    const { mirror, sent, done } = mirrorAnswering(204);
    mirror.follow('token-pelanggan');
    await done;
    expect(sent).toEqual([{ url: 'http://toko.test/session', method: 'POST', body: '{"token":"token-pelanggan"}', keepalive: true, credentials: 'same-origin' }]);
  });

  it('deletes the cookie when the session ends', async () => {
    const { mirror, sent, done } = mirrorAnswering(204);
    mirror.follow(null);
    await done;
    expect(sent).toMatchObject([{ method: 'DELETE', body: '' }]);
  });

  // Vitest fails the run on an unhandled rejection: a refusal that escaped follow() would fail this test.
  it('lets a refusal pass quietly: the next page is a guest\'s, and sends the cookie again', async () => {
    const { mirror, sent, done } = mirrorAnswering(403);
    expect(mirror.follow('token-pelanggan')).toBeUndefined();
    await done;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
  });
});
