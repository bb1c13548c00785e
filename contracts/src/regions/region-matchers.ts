import { MatchersV3 } from '@pact-foundation/pact';

const { integer, regex, string } = MatchersV3;

/** Document 2 §3: "city_id (string of 4 digits; the first 2 digits equal the province id), province_id (2 digits), city_name (KABUPATEN or KOTA)". */
export const city = {
  city_id: regex(/^\d{4}$/, '3578'),
  province_id: regex(/^\d{2}$/, '35'),
  city_name: regex(/^(KABUPATEN|KOTA) .+$/, 'KOTA SURABAYA'),
};

export const province = {
  province_id: regex(/^\d{2}$/, '35'),
  province_name: string('JAWA TIMUR'),
};

export const district = {
  district_id: regex(/^\d{6}$/, '357808'),
  city_id: regex(/^\d{4}$/, '3578'),
  district_name: string('Gubeng'),
};

export const village = {
  village_id: regex(/^\d{10}$/, '3578081003'),
  district_id: regex(/^\d{6}$/, '357808'),
  village_name: string('Airlangga'),
};

export const bank = {
  id: integer(1),
  code: regex(/^\d{3}$/, '014'),
  name: string('Bank Central Asia (BCA)'),
  icon: string('http://127.0.0.1:5173/media/art/logo/BCA.svg'),
};
