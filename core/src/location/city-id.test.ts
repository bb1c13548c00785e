import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCityOfProvince, isValidShopperLocation, provinceIdOfCity } from './city-id';
import { GRESIK_LOCATION, SIDOARJO_LOCATION, SURABAYA_LOCATION } from './location.fixture';

const digits = (length: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));

describe('"city_id (4-digit string whose first 2 digits equal the province id)" (document 1 §3)', () => {
  it('reads the province from a city id', () => {
    expect(provinceIdOfCity('3578')).toBe('35');
    expect(provinceIdOfCity('1101')).toBe('11');
  });

  it('reads no province from something that is not a 4-digit city id', () => {
    for (const text of ['', '357', '35781', '35a8', ' 3578', '３５７８']) expect(provinceIdOfCity(text)).toBeNull();
  });

  it('accepts the cities of East Java in province 35, and no other province', () => {
    for (const city of [SURABAYA_LOCATION, GRESIK_LOCATION, SIDOARJO_LOCATION]) {
      expect(isValidShopperLocation(city)).toBe(true);
      expect(isCityOfProvince(city.cityId, '31')).toBe(false);
    }
  });

  it('refuses a location without a city name, or with a province id that is not 2 digits', () => {
    expect(isValidShopperLocation({ ...SURABAYA_LOCATION, cityName: '  ' })).toBe(false);
    expect(isCityOfProvince('3578', '035')).toBe(false);
    expect(isCityOfProvince('3578', '3')).toBe(false);
  });

  it('PROPERTY: a 4-digit city id belongs to exactly the province of its first 2 digits', () => {
    fc.assert(
      fc.property(digits(2), digits(2), digits(2), (province, rest, otherProvince) => {
        const cityId = province + rest;
        expect(isCityOfProvince(cityId, province)).toBe(true);
        expect(provinceIdOfCity(cityId)).toBe(province);
        expect(isCityOfProvince(cityId, otherProvince)).toBe(otherProvince === province);
      }),
    );
  });

  it('PROPERTY: anything but 4 digits belongs to no province', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !/^\d{4}$/.test(text)), digits(2), (text, province) => {
        expect(provinceIdOfCity(text)).toBeNull();
        expect(isCityOfProvince(text, province)).toBe(false);
      }),
    );
  });
});
