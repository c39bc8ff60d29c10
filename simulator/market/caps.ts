// Volume caps of an app (spec "Volume caps"): they apply to `maxSolIn` of buys only; the daily figure is
// per user of that app and resets at 00:00 UTC of the simulator clock.
import { ApiError, catalogueError } from '@/lib/partner';
import type { SimClient } from '../core/types';

const DAY_SECONDS = 86_400n;

export function utcDay(nowUnix: bigint): bigint {
  return nowUnix / DAY_SECONDS;
}

/** SOL bought today per (app, user), counted from successful buys only. */
export class DailyVolume {
  readonly #spent = new Map<string, { day: bigint; lamports: bigint }>();

  spentToday(clientId: string, userId: string, nowUnix: bigint): bigint {
    const entry = this.#spent.get(`${clientId}\n${userId}`);
    return entry && entry.day === utcDay(nowUnix) ? entry.lamports : 0n;
  }

  add(clientId: string, userId: string, nowUnix: bigint, lamports: bigint): void {
    const spent = this.spentToday(clientId, userId, nowUnix);
    this.set(clientId, userId, nowUnix, spent + lamports);
  }

  set(clientId: string, userId: string, nowUnix: bigint, lamports: bigint): void {
    this.#spent.set(`${clientId}\n${userId}`, { day: utcDay(nowUnix), lamports });
  }
}

/** The cap error a buy of `lamports` meets, or null. A buy that reaches the daily cap exactly is allowed. */
export function capError(caps: SimClient['caps'], lamports: bigint, spentToday: bigint): ApiError | null {
  const { maxTradeLamports, dailyVolumeCapLamports } = caps;
  if (maxTradeLamports !== undefined && lamports > maxTradeLamports) {
    return catalogueError('trade_cap_exceeded', { maxTradeLamports: maxTradeLamports.toString() });
  }
  if (dailyVolumeCapLamports !== undefined && spentToday + lamports > dailyVolumeCapLamports) {
    return catalogueError('daily_cap_exceeded', {
      dailyVolumeCapLamports: dailyVolumeCapLamports.toString(),
      spentTodayLamports: spentToday.toString(),
    });
  }
  return null;
}
