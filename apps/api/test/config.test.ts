import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/env.js';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, PGlite, demo data', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    // Relative to where the server starts, made absolute (file serving needs an absolute root).
    expect(c.DATA_DIR).toBe(resolve('./data'));
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DEMO_DATA).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable that is wrong', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(problem({ PORT: 'tres mil' })).toContain('PORT');
    expect(problem({ DATABASE_URL: 'mysql://localhost/x' })).toContain('DATABASE_URL');
    expect(problem({ LOG_LEVEL: 'verbose' })).toContain('LOG_LEVEL');
    expect(problem({ VAPID_PUBLIC_KEY: 'abc' })).toContain('VAPID_PRIVATE_KEY');
    // MercadoPago's five settings come together: four of them is a mistake, not a half-configured provider.
    expect(problem({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_PUBLIC_KEY: 'APP_USR-2' })).toContain(
      'MERCADOPAGO_CLIENT_SECRET',
    );
  });

  it("shows the development outbox page only on a developer's own copy", () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3102' }).devOutbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25' }).devOutbox).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'false' }).devOutbox).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://detalle.example' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
  });

  it('treats empty variables as unset and trims PUBLIC_URL', () => {
    const c = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://detalle.example/' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('https://detalle.example');
  });
});
