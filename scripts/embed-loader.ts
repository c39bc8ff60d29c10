// Writes public/embed.js, the widget's loader, from the protocol's lists (lib/embed/loader-script.ts):
// `npm run embed-loader` after changing the protocol (lib/embed/loader-file.test.ts says so).
import { writeFileSync } from 'node:fs';
import { LOADER_FILE, loaderScript } from '../lib/embed/loader-script';

writeFileSync(LOADER_FILE, loaderScript());
console.log(`Wrote ${LOADER_FILE}`);
