import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CallUnanswered, UNANSWERED, recordingFetch, replayingFetch, snapshotKey } from './api-snapshot';

const answering = (body: unknown, status = 200) => {
  const calls: string[] = [];
  const fetcher: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${request.url}`);
    return Promise.resolve(Response.json(body, { status }));
  };
  return { fetcher, calls };
};

describe('the API snapshot of a server render', () => {
  it('keys a call by what it asks, wherever the API is reached from', async () => {
    const server = await snapshotKey(new Request('http://127.0.0.1:5173/api/uni/product?type=terbaru&per_page=8'), 'http://127.0.0.1:5173/api/');
    const browser = await snapshotKey(new Request('https://toko.test/api/uni/product?per_page=8&type=terbaru'), 'https://toko.test/api/');
    expect(server).toBe('GET uni/product?per_page=8&type=terbaru');
    expect(browser).toBe(server);
    const post = await snapshotKey(new Request('http://x/api/uni/product/flashsale', { method: 'POST', body: '{"a":1}' }), 'http://x/api/');
    expect(post).toBe('POST uni/product/flashsale {"a":1}');
    expect(await snapshotKey(new Request('http://x/media/a.svg'), 'http://x/api/')).toBeNull();
  });

  it('answers in the browser what the server received, once, without a request', async () => {
    const server = answering({ success: true, message: 'ok', data: [1, 2, 3] });
    const recorder = recordingFetch('http://127.0.0.1:5173/api/', server.fetcher);
    await recorder.fetch('http://127.0.0.1:5173/api/uni/category');
    const snapshot = JSON.parse(JSON.stringify(recorder.answers())) as ReturnType<typeof recorder.answers>;

    const network = answering({ success: true, message: 'fresh', data: [] });
    const replay = replayingFetch(snapshot, 'https://toko.test/api/', network.fetcher);
    const first = await replay.fetch('https://toko.test/api/uni/category');
    expect(await first.json()).toEqual({ success: true, message: 'ok', data: [1, 2, 3] });
    expect(network.calls).toEqual([]);
    // A second ask (a retry) is the network's: the snapshot answers each recorded call once.
    await replay.fetch('https://toko.test/api/uni/category');
    expect(network.calls).toEqual(['GET https://toko.test/api/uni/category']);
  });

  it('keeps the status of a failed answer, so the browser shows what the server showed', async () => {
    const server = answering({ success: false, message: 'Gangguan' }, 500);
    const recorder = recordingFetch('http://s/api/', server.fetcher);
    await recorder.fetch('http://s/api/uni/page');
    const replay = replayingFetch(recorder.answers(), 'http://b/api/', answering({}).fetcher);
    expect((await replay.fetch('http://b/api/uni/page')).status).toBe(500);
  });

  it("records a call the server got no answer to, and fails it in the browser without a request until hydration is over", async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const recorder = recordingFetch('http://s/api/', down);
    await expect(recorder.fetch('http://s/api/uni/banner')).rejects.toThrow('fetch failed');
    // Outside the API's base: nothing to record.
    await expect(recorder.fetch('http://s/media/a.svg')).rejects.toThrow('fetch failed');
    expect(recorder.answers()).toEqual([{ key: 'GET uni/banner', status: UNANSWERED, contentType: '', body: '' }]);

    const network = answering({ banners: ['fresh'] });
    const replay = replayingFetch(JSON.parse(JSON.stringify(recorder.answers())) as ReturnType<typeof recorder.answers>, 'http://b/api/', network.fetcher);
    const failure = await replay.fetch('http://b/api/uni/banner').catch((error: unknown) => error);
    // The class the HTTP client never retries: the browser asks once hydration is over, not three times before it.
    expect(failure).toBeInstanceOf(CallUnanswered);
    expect(network.calls).toEqual([]);
    expect(replay.unanswered()).toBe(1);
    // Asked again before hydration is over (another reader of the same answer): still no request.
    await expect(replay.fetch('http://b/api/uni/banner')).rejects.toBeInstanceOf(CallUnanswered);
    expect(network.calls).toEqual([]);
    expect(replay.unanswered()).toBe(2);
    replay.stop();
    expect(await (await replay.fetch('http://b/api/uni/banner')).json()).toEqual({ banners: ['fresh'] });
    expect(replay.unanswered()).toBe(2);
  });

  it('goes to the network for everything once stopped (hydration is over)', async () => {
    const recorder = recordingFetch('http://s/api/', answering({ n: 1 }).fetcher);
    await recorder.fetch('http://s/api/uni/page');
    const network = answering({ n: 2 });
    const replay = replayingFetch(recorder.answers(), 'http://b/api/', network.fetcher);
    replay.stop();
    expect(await (await replay.fetch('http://b/api/uni/page')).json()).toEqual({ n: 2 });
  });

  it('never answers a call from a recorded answer to a different query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ minLength: 1, maxLength: 8 }), async (a, b) => {
        fc.pre(a !== b);
        const recorder = recordingFetch('http://s/api/', answering({ q: a }).fetcher);
        await recorder.fetch(`http://s/api/uni/product/search?q=${encodeURIComponent(a)}`);
        const network = answering({ q: 'network' });
        const replay = replayingFetch(recorder.answers(), 'http://b/api/', network.fetcher);
        const answer = (await (await replay.fetch(`http://b/api/uni/product/search?q=${encodeURIComponent(b)}`)).json()) as { q: string };
        expect(answer.q).toBe('network');
      }),
      { numRuns: 50 },
    );
  });
});
