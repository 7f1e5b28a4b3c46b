import type { Db } from '../db/db';
import { appPlugin } from '../lib/plugin';
import { addressesRepository } from '../repositories/addresses-repository';
import { directoryRepository } from '../repositories/directory-repository';
import { dropoffsRepository } from '../repositories/dropoffs-repository';
import { invoicesRepository } from '../repositories/invoices-repository';
import { outboxRepository } from '../repositories/outbox-repository';
import { packagesRepository } from '../repositories/packages-repository';
import { pickupsRepository } from '../repositories/pickups-repository';
import { profileRepository } from '../repositories/profile-repository';
import { smsRepository } from '../repositories/sms-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { templatesRepository } from '../repositories/templates-repository';
import { usersRepository } from '../repositories/users-repository';
import { zonesRepository } from '../repositories/zones-repository';

/** Every repository, made once over the database; routes use `app.repos` and never make their own. */
export function makeRepositories(db: Db, publicUrl: string) {
  return {
    users: usersRepository(db),
    packages: packagesRepository(db, publicUrl),
    settings: settingsRepository(db),
    dropoffs: dropoffsRepository(db, publicUrl),
    directory: directoryRepository(db),
    pickups: pickupsRepository(db, publicUrl),
    addresses: addressesRepository(db),
    zones: zonesRepository(db),
    invoices: invoicesRepository(db),
    profile: profileRepository(db),
    templates: templatesRepository(db),
    outbox: outboxRepository,
    sms: smsRepository(db),
  };
}
export type Repositories = ReturnType<typeof makeRepositories>;

/** The database and the repositories over it, as decorators. The database is opened and closed by its owner. */
export const repositoriesPlugin = appPlugin<{ db: Db }>('fcs-repositories', async (app, { db }) => {
  app.decorate('db', db);
  app.decorate('repos', makeRepositories(db, app.config.publicUrl));
});
