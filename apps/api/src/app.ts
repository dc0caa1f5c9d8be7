import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { createJobsRepository, type JobsRepository } from './jobs/jobs-repository.js';
import { systemClock, type Clock } from './lib/clock.js';
import { registerErrorHandler } from './lib/errors.js';
import crmPlugin from './plugins/crm.js';
import { createStorage, type FileStorage } from './services/storage.js';
import jobsRoutes from './routes/api/jobs/index.js';
import healthRoutes from './routes/health.js';
import webPlugin from './plugins/web.js';

export interface Repositories {
  jobs: JobsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    repos: Repositories;
    /** Uploaded files: DATA_DIR/uploads or an S3 bucket (D40). */
    storage: FileStorage;
    /** Every expiry and retry time asks this clock; tests replace it to move time. */
    clock: Clock;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The source of time (tests pass one they can move). */
  clock?: Clock;
}

/** JSON bodies are small; uploads (multipart) set their own limits. */
const JSON_BODY_LIMIT = 100 * 1024;

/** Compose the application: external plugins, then repositories, then routes (fastify/demo's order). */
export async function buildApp({ config, database, serveWeb = true, clock = systemClock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
          },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Requests to /api/x/ and /api/x are the same route.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('repos', { jobs: createJobsRepository(database.db) });
  const storage = createStorage(config.storage);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  app.decorate('clock', clock);
  await app.register(crmPlugin);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Swiper set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The site is often opened over plain http on a laptop; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Careers API',
        description: 'The API of the careers and talent platform (SPEC 7).',
        version: '1.0.0',
      },
      servers: [{ url: config.siteUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(jobsRoutes);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ message: `No API route ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );

  if (serveWeb) await app.register(webPlugin);
  return app;
}
