import { describe, expect, it } from 'vitest';
import { createMockApi } from '../mock-api';
import { requestMock } from '../in-process';
import { artworkUrl } from '../handlers/media';
import { artworkKinds, drawArtwork } from './artwork';

describe('generated artwork', () => {
  it('draws every kind at its size, with the label as its accessible name', () => {
    for (const [kind, { width, height }] of Object.entries(artworkKinds)) {
      const svg = drawArtwork(kind as keyof typeof artworkKinds, 'Ruang Tamu <Mungil> & "Nyaman"');
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg).toContain('aria-label="Ruang Tamu &#60;Mungil&#62; &#38; &#34;Nyaman&#34;"');
      expect(svg).not.toContain('<Mungil>');
    }
  });

  it('is served by the mock\'s own media host, and unknown kinds are 404', async () => {
    const api = await createMockApi();
    const banner = await requestMock(api, { path: artworkUrl('http://127.0.0.1:5173', 'banner', 'Diskon Akhir Tahun') });
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toContain('image/svg+xml');
    expect(String(banner.body)).toContain('Diskon Akhir Tahun');
    const unknown = await requestMock(api, { path: 'http://127.0.0.1:5173/media/art/poster/x.svg' });
    expect(unknown.status).toBe(404);
  });
});
