import { mall } from '@dance/contracts';

export type OfferedPayType = (typeof mall.PAY_TYPES)[number];

/** The ways of paying the server offers now (mall-setting's `payment_methods`); all while unknown. */
export function offeredPayTypes(methods: readonly string[] | undefined): OfferedPayType[] {
  return mall.PAY_TYPES.filter((m) => !methods || methods.includes(m));
}

/**
 * The way of paying shown chosen: the buyer's choice while it is still usable, else the balance
 * when it covers the amount, else the online gateway. With nothing usable, the first offered: the
 * server then says why it cannot be paid.
 */
export function choosePayType(
  offered: readonly OfferedPayType[],
  chosen: OfferedPayType | null | undefined,
  balanceEnough: boolean,
): OfferedPayType {
  const usable = offered.filter((m) => m !== 'balance' || balanceEnough);
  if (chosen && usable.includes(chosen)) return chosen;
  if (usable.includes('balance')) return 'balance';
  return usable[0] ?? offered[0] ?? 'sandbox';
}
