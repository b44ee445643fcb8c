import { MESSAGES } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../src/modules/admin/operators';
import { signUp, uniqueEmail, useTestApp } from './helpers';

const t = useTestApp();

describe('npm run admin:create', () => {
  it('promotes an existing account to ROLE_ADMIN once', async () => {
    const user = await signUp(t);
    await createOperator(t.db, { email: user.email });
    await createOperator(t.db, { email: user.email.toUpperCase() });
    const details = await t.post('/api/users/id', { userId: user.id }, user.token);
    expect(details.body.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
  });

  it('creates a verified operator with a strong password, and refuses a weak one', async () => {
    const email = uniqueEmail('operator');
    expect(await createOperator(t.db, { email, password: 'Operat0r!Pass' })).toEqual({
      email,
      created: true,
    });
    const login = await t.post('/api/users/login', { email, password: 'Operat0r!Pass' });
    expect(login.body).toMatchObject({ verified: true, roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    await expect(createOperator(t.db, { email: uniqueEmail(), password: 'weak' })).rejects.toThrow(
      MESSAGES.passwordWeak,
    );
  });
});
