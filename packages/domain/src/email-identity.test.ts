import { describe, expect, it } from 'vitest';
import { mailboxIdentity } from './email-identity';

describe('mailboxIdentity', () => {
  it('lower-cases the address: Anna@X.hu and anna@x.hu are one mailbox', () => {
    expect(mailboxIdentity(' Anna@X.hu ')).toBe('anna@x.hu');
  });

  it('drops the +tag of the local part: a+1@x.hu is a@x.hu', () => {
    expect(mailboxIdentity('a+1@x.hu')).toBe('a@x.hu');
    expect(mailboxIdentity('a+kupon+2@x.hu')).toBe('a@x.hu');
  });

  it('keeps dots elsewhere: a.b@x.hu and ab@x.hu are two mailboxes', () => {
    expect(mailboxIdentity('a.b@x.hu')).toBe('a.b@x.hu');
  });

  it('drops dots at Gmail and reads googlemail.com as gmail.com', () => {
    expect(mailboxIdentity('A.Nna.K+shop@GoogleMail.com')).toBe('annak@gmail.com');
    expect(mailboxIdentity('an.na@gmail.com')).toBe('anna@gmail.com');
  });

  it('leaves a local part that is only a tag as it is (no empty mailbox)', () => {
    expect(mailboxIdentity('+tag@x.hu')).toBe('+tag@x.hu');
  });
});
