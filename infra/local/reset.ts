/** `npm run reset:local`: forgets all local data; the next `npm start` seeds afresh. */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. Stop any running npm start first; the next start seeds fresh content.`);
