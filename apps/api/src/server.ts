import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openAppDatabase } from './db/bootstrap.js';

/** Boots the server: configuration, database (migrated, seeded when empty), then listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openAppDatabase(config);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Careers site ready at ${config.siteUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
