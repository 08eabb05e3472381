// npm run ong:verify -- <email or user id>
// Marks an organisation as verified after an operator has checked its documents.
// Uses the same configuration as the server (DATA_DIR or DATABASE_URL).
import { migrateDatabase, openDatabase, pgliteDirFor } from '../db/client.js';
import { loadConfig } from '../env.js';
import { verifyOng } from '../modules/ongs/service.js';

const who = process.argv[2];
if (!who) {
  console.error('Uso: npm run ong:verify -- <correo o id de la organización>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: pgliteDirFor(config.DATA_DIR) });
try {
  await migrateDatabase(database);
  const ong = await verifyOng(database.db, who);
  if (ong) console.log(`Organización verificada: ${ong.name} (${ong.id}).`);
  else {
    console.error(`No hay ninguna organización con «${who}».`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
