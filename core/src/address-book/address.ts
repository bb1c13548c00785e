/** A region of an address: its government code and its name as the regions list writes it. */
export interface RegionRef {
  readonly id: string;
  readonly name: string;
}

/**
 * An address of the customer's address book (document 1 §3: "Address: id,
 * default, created_at"; the other fields are what an Indonesian courier needs).
 * Exactly one address of a non-empty book is the default (the "alamat utama").
 */
export interface Address {
  readonly id: number;
  /** What the customer calls it: Rumah, Kantor, Apartemen, … */
  readonly label: string;
  readonly recipientName: string;
  readonly phone: string;
  readonly province: RegionRef;
  readonly city: RegionRef;
  /** Kecamatan. */
  readonly district: RegionRef;
  /** Kelurahan or desa. */
  readonly village: RegionRef;
  /** Kode pos: 5 digits. */
  readonly postalCode: string;
  /** Street, number, RT/RW, building: the rest of the address as the customer wrote it. */
  readonly street: string;
  /** `default`: the address orders go to unless the customer picks another. */
  readonly isDefault: boolean;
  /** `created_at`, in milliseconds since the epoch. */
  readonly createdAt: number;
}

/** What the address form sends: the regions by id (the server names them), the rest as typed. */
export interface AddressDraft {
  readonly label: string;
  readonly recipientName: string;
  readonly phone: string;
  readonly provinceId: string;
  readonly cityId: string;
  readonly districtId: string;
  readonly villageId: string;
  readonly postalCode: string;
  readonly street: string;
  /** Make this the default address (the previous default stops being one). */
  readonly makeDefault: boolean;
}

/** The address as its form shows it for editing. */
export const draftOfAddress = (address: Address): AddressDraft => ({
  label: address.label,
  recipientName: address.recipientName,
  phone: address.phone,
  provinceId: address.province.id,
  cityId: address.city.id,
  districtId: address.district.id,
  villageId: address.village.id,
  postalCode: address.postalCode,
  street: address.street,
  makeDefault: address.isDefault,
});

/** One line for lists and the checkout: "Jl. Airlangga No. 27, Airlangga, Gubeng, KOTA SURABAYA, JAWA TIMUR 60286". */
export const addressLine = (address: Address): string =>
  `${address.street}, ${address.village.name}, ${address.district.name}, ${address.city.name}, ${address.province.name} ${address.postalCode}`;
