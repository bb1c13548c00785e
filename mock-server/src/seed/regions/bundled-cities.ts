/**
 * The cities whose districts and villages the mock carries: where the seeded
 * addresses, the interior-design projects (Surabaya, Gresik, Sidoarjo) and
 * the shipping prices are. Every other city has its regency entry only.
 */
export const citiesWithDistricts = [
  '3578', // KOTA SURABAYA
  '3515', // KABUPATEN SIDOARJO
  '3525', // KABUPATEN GRESIK
  '3573', // KOTA MALANG
  '3171', // KOTA ADMINISTRASI JAKARTA SELATAN
  '3273', // KOTA BANDUNG
  '3374', // KOTA SEMARANG
  '3471', // KOTA YOGYAKARTA
  '5171', // KOTA DENPASAR
  '7371', // KOTA MAKASSAR
] as const;
