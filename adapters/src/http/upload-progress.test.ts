import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadProgressOptions, xhrFetch } from './upload-progress';

/** The part of XMLHttpRequest xhrFetch uses; the test plays the network. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  sent: Blob | null = null;
  aborted = false;
  readonly headers = new Map<string, string>();
  readonly upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  private responseHeaders = '';

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: Blob | null) {
    this.sent = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  answer(status: number, json: unknown, headers = 'content-type: application/json\r\nx-request-id: 7\r\n') {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Unprocessable Content';
    this.responseHeaders = headers;
    this.response = new Blob([JSON.stringify(json)]);
    this.onload?.();
  }
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('xhrFetch', () => {
  it('sends the request\'s method, headers and multipart body, and reports each progress event as a fraction', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2000)], { type: 'image/png' }), 'sofa.png');
    const fractions: number[] = [];
    const answered = xhrFetch((fraction) => fractions.push(fraction))(
      new Request('http://store.test/api/more/product/review/upload', { method: 'POST', body: form, headers: { authorization: 'Bearer t' } }),
    );
    await nextTurn();
    const xhr = FakeXhr.last!;
    expect(xhr).toMatchObject({ method: 'POST', url: 'http://store.test/api/more/product/review/upload', responseType: 'blob' });
    expect(xhr.headers.get('authorization')).toBe('Bearer t');
    expect(xhr.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await xhr.sent!.text();
    expect(sent).toContain('filename="sofa.png"');
    expect(sent).toContain(xhr.headers.get('content-type')!.split('boundary=')[1]);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 500, total: 2000 });
    xhr.upload.onprogress!({ lengthComputable: false, loaded: 900, total: 0 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 1500, total: 2000 });
    xhr.upload.onload!();
    xhr.answer(200, { success: true, data: { id: 1 } });
    const response = await answered;
    expect(fractions).toEqual([0, 0.25, 0.75, 1]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('7');
    expect(await response.json()).toEqual({ success: true, data: { id: 1 } });
  });

  it('answers a refusal as a response, and a lost connection or an abort as what fetch throws', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const send = xhrFetch(() => undefined);
    const refused = send('http://store.test/up', { method: 'POST', body: 'x' });
    await nextTurn();
    FakeXhr.last!.answer(422, { success: false, message: 'file harus berupa gambar JPG, PNG atau WEBP' });
    const response = await refused;
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'file harus berupa gambar JPG, PNG atau WEBP' });

    const lost = send('http://store.test/up', { method: 'POST', body: 'x' });
    await nextTurn();
    FakeXhr.last!.onerror!();
    await expect(lost).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const stopped = send('http://store.test/up', { method: 'POST', body: 'x', signal: controller.signal });
    await nextTurn();
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});

describe('uploadProgressOptions', () => {
  it('goes through XMLHttpRequest in a browser, and through ky\'s streamed progress in Node', () => {
    const fractions: number[] = [];
    const onProgress = (fraction: number) => fractions.push(fraction);
    const inNode = uploadProgressOptions(onProgress);
    expect(inNode.fetch).toBeUndefined();
    inNode.onUploadProgress!({ percent: 0.4, transferredBytes: 4, totalBytes: 10 }, new Uint8Array());
    expect(fractions).toEqual([0.4]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const inBrowser = uploadProgressOptions(onProgress);
    expect(Object.keys(inBrowser)).toEqual(['fetch']);
    expect(typeof inBrowser.fetch).toBe('function');
  });
});
