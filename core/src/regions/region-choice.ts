import { BehaviorSubject, type Observable } from 'rxjs';
import { LatestRequest } from '../shared/latest-request';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { City, District, Province, Village } from './region';
import type { RegionsApi } from './regions-api.port';

/** The four levels of an Indonesian address, from the widest. */
export const regionLevels = ['province', 'city', 'district', 'village'] as const;
export type RegionLevel = (typeof regionLevels)[number];

/** One select of the cascade: what it offers and what is chosen. */
export interface RegionSelect<T> {
  readonly options: Loadable<readonly T[]>;
  readonly chosen: T | null;
}

export interface RegionChoiceState {
  readonly province: RegionSelect<Province>;
  readonly city: RegionSelect<City>;
  readonly district: RegionSelect<District>;
  readonly village: RegionSelect<Village>;
}

/** What each select is called on the address form. */
export const REGION_LEVEL_LABELS: Readonly<Record<RegionLevel, string>> = {
  province: 'Provinsi',
  city: 'Kota/Kabupaten',
  district: 'Kecamatan',
  village: 'Kelurahan/Desa',
};

/** The placeholder of a select: what to do first while it cannot be used yet. */
export const regionPlaceholder = (level: RegionLevel, state: RegionChoiceState): string => {
  const options = state[level].options;
  if (options.status === 'loading') return 'Memuat…';
  if (options.status === 'failed') return `${REGION_LEVEL_LABELS[level]} gagal dimuat`;
  if (options.status === 'ready' && options.value.length === 0) return `Belum ada data ${REGION_LEVEL_LABELS[level].toLowerCase()}`;
  const before = regionLevels[regionLevels.indexOf(level) - 1];
  if (options.status === 'idle' && before) return `Pilih ${REGION_LEVEL_LABELS[before].toLowerCase()} dahulu`;
  return `Pilih ${REGION_LEVEL_LABELS[level].toLowerCase()}`;
};

const none = <T>(): RegionSelect<T> => ({ options: idle, chosen: null });
const empty: RegionChoiceState = { province: none(), city: none(), district: none(), village: none() };

/** The ids of a complete choice, as the address form sends them; null until every level is chosen. */
export const chosenRegionIds = (
  state: RegionChoiceState,
): { readonly provinceId: string; readonly cityId: string; readonly districtId: string; readonly villageId: string } | null =>
  state.province.chosen && state.city.chosen && state.district.chosen && state.village.chosen
    ? { provinceId: state.province.chosen.id, cityId: state.city.chosen.id, districtId: state.district.chosen.id, villageId: state.village.chosen.id }
    : null;

/**
 * The address form's province → city → district → village selects, filled
 * in turn (document 2 §7, "Regions and banks"): each level is asked by its
 * parent's id once the parent is chosen; choosing a level clears and reloads
 * the levels below it. Only the newest request of a level writes its answer,
 * so a slow answer for a province chosen before never fills the cities of
 * the one chosen now.
 */
export class RegionChoice {
  private readonly state = new BehaviorSubject<RegionChoiceState>(empty);
  readonly state$: Observable<RegionChoiceState> = this.state.asObservable();
  private readonly requests: Record<RegionLevel, LatestRequest> = {
    province: new LatestRequest(),
    city: new LatestRequest(),
    district: new LatestRequest(),
    village: new LatestRequest(),
  };

  constructor(private readonly api: RegionsApi) {}

  get current(): RegionChoiceState {
    return this.state.getValue();
  }

  /** Empties every level and loads the provinces: a new form. */
  start(): Promise<void> {
    this.clearFrom('province');
    return this.loadLevel('province');
  }

  /**
   * A form opened on an address (editing it): every level loaded and chosen
   * as the address has it, from the province down. A region the lists no
   * longer hold stops the walk there, so the shopper chooses it again.
   */
  async startFrom(ids: { readonly provinceId: string; readonly cityId: string; readonly districtId: string; readonly villageId: string }): Promise<void> {
    await this.start();
    const path: readonly (readonly [RegionLevel, string])[] = [
      ['province', ids.provinceId],
      ['city', ids.cityId],
      ['district', ids.districtId],
      ['village', ids.villageId],
    ];
    for (const [level, id] of path) {
      await this.chooseAt(level, id);
      if (this.current[level].chosen?.id !== id) return;
    }
  }

  /** A city found by the city search: its province and the city are chosen (the districts follow), whatever was chosen before. */
  async chooseFoundCity(city: { readonly id: string; readonly provinceId: string }): Promise<void> {
    if (this.current.province.options.status !== 'ready') await this.start();
    await this.chooseAt('province', city.provinceId);
    await this.chooseAt('city', city.id);
  }

  chooseProvince(id: string): Promise<void> {
    return this.chooseAt('province', id);
  }

  chooseCity(id: string): Promise<void> {
    return this.chooseAt('city', id);
  }

  chooseDistrict(id: string): Promise<void> {
    return this.chooseAt('district', id);
  }

  chooseVillage(id: string): Promise<void> {
    return this.chooseAt('village', id);
  }

  /** Chooses an option of a level by its id (the select's value); an id not offered chooses nothing. */
  choose(level: RegionLevel, id: string): Promise<void> {
    return this.chooseAt(level, id);
  }

  /** Asks again for a level whose list failed ("Coba Lagi"). */
  retry(level: RegionLevel): Promise<void> {
    return this.loadLevel(level);
  }

  private async chooseAt(level: RegionLevel, id: string): Promise<void> {
    const options = this.current[level].options;
    const chosen = options.status === 'ready' ? (options.value.find((option) => option.id === id) ?? null) : null;
    const below = regionLevels[regionLevels.indexOf(level) + 1];
    if (below) this.clearFrom(below);
    this.state.next({ ...this.current, [level]: { options, chosen } });
    if (below && chosen) await this.loadLevel(below);
  }

  /** Empties this level and every one below it, dropping their answers still on their way. */
  private clearFrom(level: RegionLevel): void {
    const cleared = { ...this.current };
    for (const each of regionLevels.slice(regionLevels.indexOf(level))) {
      this.requests[each].cancel();
      (cleared as Record<RegionLevel, RegionSelect<unknown>>)[each] = none();
    }
    this.state.next(cleared);
  }

  private async loadLevel(level: RegionLevel): Promise<void> {
    const parent = this.parentIdOf(level);
    if (parent === null) return;
    const isNewest = this.requests[level].begin();
    this.set(level, loading);
    let next: Loadable<readonly unknown[]>;
    try {
      next = ready(await this.ask(level, parent));
    } catch (error) {
      next = failed(toStoreFailure(error, `GET uni/${level}`));
    }
    if (isNewest()) this.set(level, next);
  }

  private parentIdOf(level: RegionLevel): string | null {
    switch (level) {
      case 'province':
        return '';
      case 'city':
        return this.current.province.chosen?.id ?? null;
      case 'district':
        return this.current.city.chosen?.id ?? null;
      case 'village':
        return this.current.district.chosen?.id ?? null;
    }
  }

  private ask(level: RegionLevel, parentId: string): Promise<readonly unknown[]> {
    switch (level) {
      case 'province':
        return this.api.provinces();
      case 'city':
        return this.api.citiesOf(parentId);
      case 'district':
        return this.api.districtsOf(parentId);
      case 'village':
        return this.api.villagesOf(parentId);
    }
  }

  private set(level: RegionLevel, options: Loadable<readonly unknown[]>): void {
    this.state.next({ ...this.current, [level]: { options, chosen: null } });
  }
}
