import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * The setup a test file shares: `start` once before its tests (its value handed to `use`), `stop` after
 * them, and `each` (a reset) before every test.
 */
export function forFile<T>(
  start: () => Promise<T>,
  use: (value: T) => void,
  options: { stop: (value: T) => unknown; each?: (value: T) => unknown },
): void {
  let value: T;
  beforeAll(async () => {
    value = await start();
    use(value);
  });
  afterAll(() => options.stop(value));
  const { each } = options;
  if (each) beforeEach(() => each(value));
}
