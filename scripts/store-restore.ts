// `npm run store:restore`: puts back the newest copy of the embedded store that opens (the copies are
// written beside it, in `<dir>-backups/`, by the running server: lib/server/store/embedded-backups.ts).
// The store named by STORE_URL (default pglite:.data/store) is moved aside as `<dir>.broken-<time>`, never
// deleted. Refused while a dashboard has the store open. `--list` prints the copies and changes nothing.
import path from 'node:path';
import { statSync } from 'node:fs';
import { backupDirOf, listBackups, restoreLatestBackup } from '@/lib/server/store/embedded-backups';
import { StoreLockedError } from '@/lib/server/store/embedded-lock';

const storeUrl = process.env.STORE_URL || 'pglite:.data/store';
if (!storeUrl.startsWith('pglite:')) {
  console.error(
    "STORE_URL names a PostgreSQL server: its copies are that server's own (pg_dump, or its host's backups).",
  );
  process.exit(2);
}
const dataDir = path.resolve(storeUrl.slice('pglite:'.length));
const copies = listBackups(dataDir);

if (process.argv.includes('--list')) {
  if (copies.length === 0) console.log(`No copies of ${dataDir} in ${backupDirOf(dataDir)}.`);
  for (const copy of copies) {
    const { size, mtime } = statSync(copy);
    console.log(`${mtime.toISOString()}  ${(size / 1_048_576).toFixed(1)} MiB  ${copy}`);
  }
  process.exit(0);
}

try {
  console.log(`Restoring ${dataDir} from the newest of its ${copies.length} copies that opens…`);
  const restored = await restoreLatestBackup(dataDir);
  for (const skipped of restored.skipped) console.log(`  skipped (does not open): ${skipped}`);
  console.log(`Restored from ${restored.from}.`);
  if (restored.movedAside) console.log(`The store it replaced was moved aside to ${restored.movedAside}.`);
  console.log('Start the dashboard again (npm start).');
} catch (error) {
  console.error(
    error instanceof StoreLockedError ? error.message : `Not restored: ${(error as Error).message}`,
  );
  process.exit(1);
}
