import { MatchersV3 } from '@pact-foundation/pact';
import { imageUrl } from '../matchers';

const { integer, string } = MatchersV3;

/** An inspiration in a list (adapters' inspirationCardWire). */
export const inspirationCard = {
  id: integer(1),
  slug: string('ruang-tamu-japandi-yang-hangat'),
  title: string('Ruang Tamu Japandi yang Hangat'),
  meta_title: string('Inspirasi Ruang Tamu Japandi yang Hangat | MORE Furniture'),
  image_url: imageUrl('http://127.0.0.1:5173/media/art/cover/Ruang%20Tamu%20Japandi.svg'),
  room: { id: integer(4), name: string('Ruang Tamu'), slug: string('ruang-tamu') },
};
