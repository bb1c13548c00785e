import type { Database } from '../db/database';
import type { InteriorProjectRecord } from '../db/consultation';
import { DEMO_CUSTOMER } from './account';
import { slugify } from './catalogue';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const DAY = 24 * 60 * 60;

/** The request form's property types. */
export const projectPropertyTypes = ['Rumah', 'Apartemen', 'Ruko', 'Kantor', 'Kafe & Restoran', 'Hotel & Villa'] as const;

/** Where the service comes to: the three cities of /desain-interior, with their ids in the region data. */
export const consultationLocations = [
  { id: 1, name: 'Surabaya', cityId: '3578', city: 'surabaya' },
  { id: 2, name: 'Gresik', cityId: '3525', city: 'gresik' },
  { id: 3, name: 'Sidoarjo', cityId: '3515', city: 'sidoarjo' },
] as const;

/** How many finished projects each city's page shows: Surabaya's fills two pages of 12. */
const projectsPerCity = { surabaya: 14, gresik: 8, sidoarjo: 9 } as const;

const neighbourhoods = {
  surabaya: ['Citraland, Surabaya Barat', 'Pakuwon Indah, Surabaya Barat', 'Graha Famili, Surabaya Barat', 'Darmo Harapan, Surabaya Barat', 'Kertajaya Indah, Surabaya Timur', 'Manyar Kertoarjo, Surabaya Timur', 'Dian Istana, Surabaya Barat', 'Puri Galaxy, Surabaya Timur'],
  gresik: ['Gresik Kota Baru, Kebomas', 'Kebomas, Gresik', 'Manyar, Gresik', 'Driyorejo, Gresik', 'Menganti, Gresik'],
  sidoarjo: ['Citra Harmoni, Taman', 'Pondok Tjandra, Waru', 'Taman Pinang Indah, Sidoarjo Kota', 'Gedangan, Sidoarjo', 'Candi, Sidoarjo', 'Buduran, Sidoarjo'],
} as const;

const designStyles = ['Japandi', 'Modern Minimalis', 'Skandinavia', 'Industrial', 'Klasik Modern', 'Tropis Modern', 'Kontemporer'] as const;

const roomsOf: Readonly<Record<(typeof projectPropertyTypes)[number], readonly string[]>> = {
  Rumah: ['Ruang Keluarga', 'Ruang Makan', 'Kamar Tidur Utama', 'Kamar Anak', 'Dapur'],
  Apartemen: ['Ruang Tamu', 'Kamar Tidur', 'Pantry', 'Ruang Kerja'],
  Ruko: ['Area Display', 'Kantor Lantai 2', 'Ruang Tunggu'],
  Kantor: ['Lobi', 'Ruang Rapat', 'Area Kerja Terbuka', 'Pantry'],
  'Kafe & Restoran': ['Area Makan', 'Bar', 'Area Outdoor'],
  'Hotel & Villa': ['Lobi', 'Kamar Tamu', 'Area Kolam'],
};

/** The store's reference for a request: KONS-YYYYMMDD-NNNN, the date in WIB. */
export const consultationCode = (id: number, unixSeconds: number): string => {
  const day = new Date((unixSeconds + 7 * 3600) * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `KONS-${day}-${String(id).padStart(4, '0')}`;
};

const describe = (title: string, style: string, rooms: readonly string[], area: number): string =>
  `${title}: desain ${style.toLowerCase()} seluas ${area} m² yang kami kerjakan dari konsep hingga pemasangan. ` +
  `Pemilik ingin ruang yang lapang dan mudah dirawat, jadi kami memilih warna hangat, penyimpanan tersembunyi dan perabot MORE yang dibuat sesuai ukuran untuk ${rooms.map((r) => r.toLowerCase()).join(', ')}.`;

/**
 * Seeds the consultation area: finished projects in Surabaya, Gresik and
 * Sidoarjo (the portfolio of /desain-interior), the request form's choices,
 * and the demo customer's request, already scheduled.
 */
export const seedConsultation = async (db: Database, seed: SeedContext): Promise<void> => {
  // A stream of its own: how much this seed draws never shifts the seeds after it.
  const random = new SeededRandom(seed.random.int(1, 2_147_483_646));
  for (const [index, name] of projectPropertyTypes.entries()) await db.projectPropertyTypes.create({ id: index + 1, name });
  for (const { id, name, cityId } of consultationLocations) await db.consultationLocations.create({ id, name, cityId });

  const slugs = new Set<string>();
  const projects: InteriorProjectRecord[] = [];
  for (const [city, count] of Object.entries(projectsPerCity) as [keyof typeof projectsPerCity, number][]) {
    for (let n = 0; n < count; n++) {
      // Homes are most of the work; the rest are businesses.
      const propertyTypeIndex = random.chance(0.55) ? 0 : random.int(1, projectPropertyTypes.length - 1);
      const propertyType = projectPropertyTypes[propertyTypeIndex]!;
      const style = random.pick(designStyles);
      const area = random.pick(neighbourhoods[city]);
      const title = `${propertyType} ${style} di ${area.split(',')[0]}`;
      let slug = slugify(title);
      for (let k = 2; slugs.has(slug); k++) slug = `${slugify(title)}-${k}`;
      slugs.add(slug);
      const rooms = random.sample(roomsOf[propertyType], random.int(2, 4));
      const size = propertyTypeIndex === 0 ? random.int(7, 30) * 10 : random.int(4, 40) * 10;
      projects.push({
        id: projects.length + 1,
        slug,
        title,
        city,
        propertyTypeId: propertyTypeIndex + 1,
        style,
        area,
        areaSquareMetres: size,
        description: describe(title, style, rooms, size),
        rooms,
        completedAt: seed.now - random.int(20, 700) * DAY,
      });
    }
  }
  for (const project of projects) await db.interiorProjects.create(project);

  await db.consultationRequests.create({
    id: 1,
    code: consultationCode(1, seed.now - 17 * DAY),
    customerId: DEMO_CUSTOMER.id,
    name: DEMO_CUSTOMER.name,
    phone: DEMO_CUSTOMER.phone,
    email: DEMO_CUSTOMER.email,
    propertyTypeId: 2,
    locationId: 1,
    note: 'Apartemen 2 kamar di Surabaya Barat, ingin nuansa Japandi dan banyak penyimpanan.',
    status: 'scheduled',
    createdAt: seed.now - 17 * DAY,
  });
};
