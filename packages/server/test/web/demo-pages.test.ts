import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../src/http/validation.ts';
import { registerDemoPages } from '../../src/web/demo-pages.ts';

describe('the demo pages without a newsletter sign-up', () => {
  it('have no sign-up route, as when mail leaves the machine through SMTP', async () => {
    const app = Fastify();
    installErrorHandling(app);
    registerDemoPages(app, '/nonexistent');
    const response = await app.inject({
      method: 'POST',
      url: '/demo/newsletter',
      payload: { email: 'reader@example.com' },
    });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
