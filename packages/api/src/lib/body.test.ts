import { describe, expect, it } from 'vitest';
import { apiBodyLimit, FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body';

describe('apiBodyLimit', () => {
  it('gives the upload routes what their own limitBody takes, and every other path a form', () => {
    expect(apiBodyLimit('/auth/register')).toBe(UPLOAD_BODY_LIMIT);
    expect(apiBodyLimit('/api/v1/credential/self-activate-from-order')).toBe(UPLOAD_BODY_LIMIT);
    expect(apiBodyLimit('/api/v1/contact-requests')).toBe(FORM_BODY_LIMIT);
    expect(apiBodyLimit('/auth/register-something')).toBe(FORM_BODY_LIMIT);
  });
});
