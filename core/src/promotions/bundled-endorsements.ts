import type { Endorsement } from './endorsement';
import * as storePaths from '../shared/store-paths';

const avatar = (name: string) => `/media/art/avatar/${encodeURIComponent(name)}.svg`;
const room = (productId: number) => `/media/products/${productId}/room-1.svg`;

/**
 * "Endorsement (static bundled data, 8 entries)" (document 2 §3): what the home page shows a
 * guest, who may not call `GET more/promotion/endorsement` (more/ calls need a logged-in
 * customer, document 2 §6). Images are paths on the store's own media host, so the bundle
 * names no server. The entries are listed by id; order_data decides the display order.
 */
export const BUNDLED_ENDORSEMENTS: readonly Endorsement[] = [
  { id: 1, name: 'Rania Putri', socialHandle: '@rania.dirumah', productId: 41, slug: 'meja-tamu-lestari-bundar', order: 7 },
  { id: 2, name: 'Dimas Prasetyo', socialHandle: '@dimasprasetyo', productId: 302, slug: 'kasur-springbed-aruna-160x200', order: 4 },
  { id: 3, name: 'Ayu Lestari', socialHandle: '@ayulestari.home', productId: 197, slug: 'lemari-arsip-klasik-aruna-besi', order: 8 },
  { id: 4, name: 'Bagas Nugroho', socialHandle: '@bagasnugroho_', productId: 215, slug: 'kursi-santai-swastika-berlengan', order: 6 },
  { id: 5, name: 'Citra Maharani', socialHandle: '@citramaharani', productId: 237, slug: 'kabinet-dapur-bima-sudut', order: 5 },
  { id: 6, name: 'Fajar & Nadia', socialHandle: '@rumahfajarnadia', productId: 63, slug: 'rak-piring-skandinavia-baskara-3-susun', order: 2 },
  { id: 7, name: 'Intan Permatasari', socialHandle: '@intanpermata.interior', productId: 176, slug: 'ranjang-modern-bima-120x200', order: 1 },
  { id: 8, name: 'Yoga Aditya', socialHandle: '@yogaaditya.ruang', productId: 136, slug: 'kursi-makan-nawasena-set-isi-2', order: 3 },
].map(({ id, name, socialHandle, productId, slug, order }) => ({
  id,
  name,
  socialHandle,
  userImageUrl: avatar(name),
  contentImageUrl: room(productId),
  productPath: storePaths.product(slug),
  order,
  status: 1,
}));
