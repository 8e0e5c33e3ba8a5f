import { areaList } from '@vant/area-data';
import type { Region } from '@dance/contracts/content';

/** The province / city / district tree of @vant/area-data, built once. */
function buildTree(): { tree: Region[]; names: Map<number, string>; parent: Map<number, number> } {
  const names = new Map<number, string>();
  const parent = new Map<number, number>();
  const provinces: Region[] = [];
  const byId = new Map<number, Region>();
  for (const [code, name] of Object.entries(areaList.province_list)) {
    const r: Region = { id: Number(code), name, children: [] };
    provinces.push(r);
    byId.set(r.id, r);
    names.set(r.id, name);
  }
  for (const [code, name] of Object.entries(areaList.city_list)) {
    const id = Number(code);
    const p = Math.floor(id / 10000) * 10000;
    const r: Region = { id, name, children: [] };
    byId.get(p)?.children?.push(r);
    byId.set(id, r);
    names.set(id, name);
    parent.set(id, p);
  }
  for (const [code, name] of Object.entries(areaList.county_list)) {
    const id = Number(code);
    const c = Math.floor(id / 100) * 100;
    byId.get(c)?.children?.push({ id, name });
    names.set(id, name);
    parent.set(id, c);
  }
  return { tree: provinces, names, parent };
}

export const REGIONS = buildTree();

export const PROVINCE_CODES = new Set(Object.keys(areaList.province_list).map((c) => c.slice(0, 2)));

/** True when district belongs to city and city to province. */
export function regionChainValid(provinceId: number, cityId: number, districtId: number): boolean {
  return (
    REGIONS.names.has(provinceId) &&
    REGIONS.parent.get(cityId) === provinceId &&
    REGIONS.parent.get(districtId) === cityId
  );
}

export function regionName(id: number): string {
  return REGIONS.names.get(id) ?? '';
}
