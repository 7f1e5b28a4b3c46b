/** `pnpm --filter @fcs/api run seed`: migrate, wipe every row and photo, and load the demo data again. */
import { loadConfig } from '../config';
import { photoStorageFromConfig } from '../files/photo-storage-from-config';
import { openDb } from './db';
import { migrate } from './migrate';
import { resetData, seed } from './seed/seed';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await migrate(db);
  const photos = await photoStorageFromConfig(config, db);
  await resetData(db, photos);
  await seed(db, { photos });
  console.log(
    `Demo data loaded into ${config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/pglite`}. Restart the api so the Auth emulator gets the demo accounts.`,
  );
} finally {
  await db.close();
}
