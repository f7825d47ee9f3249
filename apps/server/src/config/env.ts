import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app; the API runs without it. */
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type ServerConfig = z.output<typeof envSchema> & { WEB_DIST_DIR: string };

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server and names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, defaultWebDist: string): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, WEB_DIST_DIR: result.data.WEB_DIST_DIR ?? defaultWebDist };
}
