/**
 * What a shopper sees when the server itself failed: plain HTML, no script, the store's look in a few lines, and
 * the request's id, which the shopper can quote to customer service and which names every log line of that request.
 */
export const serverErrorPage = (requestId: string): string => `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Terjadi Gangguan | MORE Furniture</title>
<style>body{font-family:system-ui,sans-serif;background:#fbf8f4;color:#2d2620;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center;padding:1rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#8a4b2a;color:#fff;text-decoration:none;font-weight:600}small{display:block;margin-top:1.5rem;color:#6b5d52}</style>
</head><body><main><h1>Maaf, halaman ini sedang tidak dapat ditampilkan.</h1><p>Server kami sedang mengalami gangguan. Silakan coba beberapa saat lagi.</p><a href="/">Kembali ke Beranda</a><small>Kode permintaan: ${requestId.replace(/[^\w.:-]/g, '')}</small></main></body></html>`;
