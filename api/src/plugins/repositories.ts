import type { Db } from '../db/db';
import { appPlugin } from '../lib/plugin';
import { directoryRepository } from '../repositories/directory-repository';
import { dropoffsRepository } from '../repositories/dropoffs-repository';
import { packagesRepository } from '../repositories/packages-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { usersRepository } from '../repositories/users-repository';

export interface Repositories {
  users: ReturnType<typeof usersRepository>;
  packages: ReturnType<typeof packagesRepository>;
  settings: ReturnType<typeof settingsRepository>;
  dropoffs: ReturnType<typeof dropoffsRepository>;
  directory: ReturnType<typeof directoryRepository>;
}

/** The database and the repositories over it, as decorators. The database is opened and closed by its owner. */
export const dbPlugin = appPlugin<{ db: Db }>('fcs-db', async (app, { db }) => {
  app.decorate('db', db);
  app.decorate('repos', {
    users: usersRepository(db),
    packages: packagesRepository(db, app.config.publicUrl),
    settings: settingsRepository(db),
    dropoffs: dropoffsRepository(db, app.config.publicUrl),
    directory: directoryRepository(db),
  } satisfies Repositories);
});
