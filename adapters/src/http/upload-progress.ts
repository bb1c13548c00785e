import type { Options as KyOptions } from 'ky';

/** Told the fraction (0 to 1) of a request's body that has been sent. */
export type UploadProgressListener = (fraction: number) => void;

/**
 * A fetch that sends through XMLHttpRequest, whose `upload.onprogress` counts
 * the bytes as they leave the browser. Fetch itself reports upload progress
 * only through a streamed body (ky's `onUploadProgress`), and Chromium sends a
 * streamed body only over HTTP/2 or QUIC: over HTTP/1.1 (the store's own
 * server, any plain proxy) the request fails with ERR_H2_OR_QUIC_REQUIRED, and
 * Firefox and Safari do not stream at all. XMLHttpRequest works everywhere.
 */
export const xhrFetch =
  (onProgress: UploadProgressListener): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    // The body as bytes (a multipart body keeps its boundary in content-type, copied below).
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        // No body for the statuses a Response may not carry one with.
        const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(noBody ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      // What fetch throws when no answer came: the JSON client calls it a network failure.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      if (request.signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      onProgress(0);
      xhr.send(body);
    });
  };

/**
 * The ky options that report a request's upload progress: in a browser
 * (XMLHttpRequest exists) the request goes through {@link xhrFetch}, even
 * when the client was given a fetch of its own (the storefront's replays the
 * server render's answers to reads; an upload is never one of them, and a
 * fetch that reads the body before sending would make a streamed body's
 * "progress" the speed of reading memory). Elsewhere (Node, whose fetch
 * streams bodies over HTTP/1.1 too) ky's own streamed `onUploadProgress`.
 */
export const uploadProgressOptions = (onProgress: UploadProgressListener): KyOptions =>
  typeof XMLHttpRequest === 'function' ? { fetch: xhrFetch(onProgress) } : { onUploadProgress: (progress) => onProgress(progress.percent) };
