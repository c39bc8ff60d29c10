import { countText } from './plural';

// A file's size for a person: binary units to a tenth (rounded down, so a file is never said to be
// larger than it is), then the exact count of bytes.

const KIB = 1024;
const MIB = 1024 * 1024;

/** "1.2 MiB (1,258,292 bytes)", "820 KiB (839,680 bytes)", "512 bytes". */
export function fileSizeText(bytes: number): string {
  const exact = `${countText(bytes)} bytes`;
  if (bytes < KIB) return exact;
  const [unit, name] = bytes < MIB ? [KIB, 'KiB'] : [MIB, 'MiB'];
  const tenths = Math.floor((bytes * 10) / unit);
  const whole = Math.floor(tenths / 10);
  const short = tenths % 10 === 0 ? `${whole}` : `${whole}.${tenths % 10}`;
  return `${short} ${name} (${exact})`;
}
