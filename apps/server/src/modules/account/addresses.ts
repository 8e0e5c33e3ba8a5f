import type { Address } from '@dance/contracts/user';
import type { BodyOf, user as userContracts } from '@dance/contracts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { AddressesRepo, AddressRow } from './addresses.repo.ts';
import type { UsersRepo } from './users.repo.ts';
import { regionChainValid, regionName } from '../../platform/regions.ts';

export const MAX_ADDRESSES = 20;

function toAddress(a: AddressRow): Address {
  return {
    id: a.id,
    name: a.name,
    mobile: a.mobile,
    province_id: a.provinceId,
    city_id: a.cityId,
    district_id: a.districtId,
    province: regionName(a.provinceId),
    city: regionName(a.cityId),
    district: regionName(a.districtId),
    detail: a.detail,
    is_default: a.isDefault === 1 ? 1 : 0,
  };
}

/**
 * Delivery addresses. Rules: at most 20 per user; a user with addresses has exactly one default
 * (the first address becomes it, a new default replaces the old one, the default can only be
 * moved, not cleared, and deleting it passes it to the newest remaining address). Every write
 * locks the owner's row so concurrent saves can not break the count or the default.
 */
export class AddressBook {
  constructor(
    private readonly db: Db,
    private readonly repo: AddressesRepo,
    private readonly users: UsersRepo,
  ) {}

  async list(userId: number): Promise<Address[]> {
    return (await this.repo.addresses(this.db, userId)).map(toAddress);
  }

  async get(userId: number, id: number): Promise<Address> {
    const a = await this.repo.addressOf(this.db, userId, id);
    if (!a) notFound('address');
    return toAddress(a);
  }

  async save(userId: number, body: BodyOf<typeof userContracts.addressSave>): Promise<Address> {
    if (!regionChainValid(body.province_id, body.city_id, body.district_id))
      invalid('district_id', 'not a district of that city and province');
    const values = {
      name: body.name,
      mobile: body.mobile,
      provinceId: body.province_id,
      cityId: body.city_id,
      districtId: body.district_id,
      detail: body.detail,
    };
    const row = await this.db.transaction(async (tx) => {
      await this.users.lockUser(tx, userId);
      if (body.id) {
        const current = await this.repo.addressOf(tx, userId, body.id);
        if (!current) notFound('address');
        const isDefault = current.isDefault === 1 || body.is_default === 1 ? 1 : 0;
        if (isDefault && !current.isDefault) await this.repo.clearDefaultAddress(tx, userId);
        return this.repo.updateAddress(tx, userId, body.id, { ...values, isDefault });
      }
      const count = await this.repo.countAddresses(tx, userId);
      if (count >= MAX_ADDRESSES) fail('CONFLICT', { reason: `at most ${MAX_ADDRESSES} addresses` });
      const isDefault = count === 0 || body.is_default === 1 ? 1 : 0;
      if (isDefault) await this.repo.clearDefaultAddress(tx, userId);
      return this.repo.insertAddress(tx, userId, { ...values, isDefault });
    });
    if (!row) notFound('address');
    return toAddress(row);
  }

  async destroy(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.users.lockUser(tx, userId);
      if (!(await this.repo.deleteAddress(tx, userId, id))) notFound('address');
      await this.repo.ensureDefaultAddress(tx, userId);
    });
  }
}
