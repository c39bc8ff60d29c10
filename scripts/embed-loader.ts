// Writes public/embed.js, the widget's loader, minified from the protocol's lists (lib/embed/loader-file.ts):
// `npm run embed-loader` after changing the protocol (lib/embed/loader-file.test.ts says so).
import { writeFileSync } from 'node:fs';
import { LOADER_FILE, loaderFile } from '../lib/embed/loader-file';

writeFileSync(LOADER_FILE, loaderFile());
console.log(`Wrote ${LOADER_FILE}`);
