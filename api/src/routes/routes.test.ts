import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API_DIR } from '../paths';
import { ROUTES } from '.';

/** Every route folder is registered: routes/index.ts lists them for the build (decision 0008). */
it('lists every folder of routes/', () => {
  const folders = readdirSync(path.join(API_DIR, 'src/routes'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  expect(Object.keys(ROUTES).sort()).toEqual(folders);
});
