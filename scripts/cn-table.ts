// Writes components/ui/cn-table.ts from the Tailwind classes the code writes: `npm run cn-table` after
// adding a class that the table lacks (components/ui/cn.test.ts says so).
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { CN_TABLE_FILE, cnTableSource } from '../test/support/tailwind-classes';

writeFileSync(CN_TABLE_FILE, cnTableSource());
execFileSync('npx', ['prettier', '--write', CN_TABLE_FILE], { stdio: 'ignore' });
console.log(`Wrote ${CN_TABLE_FILE}`);
