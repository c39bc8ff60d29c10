import { LocalDateTime } from '@/components/ui/local-date-time';

/** When a write was sent, in the person's time zone (UTC on the server's first paint). */
export function ActivityTime({ iso }: { iso: string }) {
  return <LocalDateTime unix={BigInt(Math.floor(Date.parse(iso) / 1000))} />;
}
